// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { notifications } from '../../app/notifications/notify';
import { fakeServer, ok } from '../../testing/fakeApi';
import { folderFixture as folder } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { FolderDialogs } from './FolderDialogs';
import { ADA, sessionAs } from '../../testing/session';

// Signed in as the server's session check says (the real auth store, fetch faked).
beforeEach(() => sessionAs(ADA));

const projects = folder('f-projects', 'Projects');

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

afterEach(() => {
  cleanup();
  notifications.clear();
  vi.unstubAllGlobals();
});

async function createIn(parentId: string | null, path: string, name: string) {
  const server = fakeServer({
    createFolder: (data) => ok(folder('f-new', String(data.name), parentId)),
  });
  const onClose = vi.fn();
  await renderWithProviders(
    <>
      <Where />
      <FolderDialogs
        dialog={{ type: 'create', parentId }}
        folders={[projects]}
        counts={undefined}
        currentId={parentId}
        onClose={onClose}
      />
    </>,
    { path },
  );
  fireEvent.change(screen.getByTestId('folder-name-input'), { target: { value: name } });
  await act(async () => fireEvent.submit(screen.getByTestId('folder-name-input').closest('form')!));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  return server;
}

describe('<FolderDialogs /> creating a folder', () => {
  it('stays in the current place, so the next new folder goes there too, and says what was made', async () => {
    const server = await createIn(null, '/history', 'Contracts');
    expect(server.calls).toEqual([
      { name: 'createFolder', data: { name: 'Contracts', color: null, parentId: null } },
    ]);
    expect(screen.getByTestId('where').textContent).toBe('/history');
    expect(notifications.getSnapshot()[0]).toMatchObject({
      type: 'positive',
      message: 'Folder “Contracts” created',
    });
  });

  it('names the parent of a new subfolder, and stays in the parent', async () => {
    await createIn(projects.id, `/history/${projects.id}`, 'Drafts');
    expect(screen.getByTestId('where').textContent).toBe(`/history/${projects.id}`);
    expect(notifications.getSnapshot()[0]).toMatchObject({
      type: 'positive',
      message: 'Folder “Drafts” created in “Projects”',
    });
  });
});
