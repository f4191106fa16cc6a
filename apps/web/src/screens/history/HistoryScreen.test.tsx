// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { fakeServer, ok } from '../../testing/fakeApi';
import { cameraTranslation, folderFixture as folder } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { HistoryScreen } from './HistoryScreen';
import { ADA, sessionAs } from '../../testing/session';

// Signed in as the server's session check says (the real auth store, fetch faked).
beforeEach(() => sessionAs(ADA));

const work = folder('f-work', 'Work');
const taxes = folder('f-taxes', 'Taxes 2026', 'f-work');
const doc = (id: string, fileName: string, folderId: string | null) =>
  cameraTranslation({ id, fileName, folderId, format: 'docx', isImage: false, pages: 1, inHistory: true });

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('History: "All documents" says where each document is', () => {
  it("shows each row's folder path, linking to the folder, with nothing extra at the root", async () => {
    const server = fakeServer({
      listFolders: ok({ folders: [taxes, work] }),
      countDocumentsByFolder: ok({ counts: { 'f-work': 1, 'f-taxes': 1 } }),
      listShareLinks: ok({ links: [] }),
      listTranslationsFiltered: ok({
        items: [
          doc('t1', 'return.docx', 'f-taxes'),
          doc('t2', 'plan.docx', 'f-work'),
          doc('t3', 'loose.docx', null),
        ],
        nextCursor: null,
        hasMore: false,
      }),
    });
    await renderWithProviders(
      <>
        <HistoryScreen />
        <Where />
      </>,
      { path: '/history' },
    );
    const row = (name: string) => {
      const found = screen.getAllByTestId('doc-row').find((r) => r.dataset.name === name);
      if (!found) throw new Error(`no row for ${name}`);
      return found;
    };
    await waitFor(() => expect(within(row('return.docx')).getByTestId('doc-folder')).toBeTruthy());

    const inTaxes = within(row('return.docx')).getByRole('link', { name: 'In folder Work / Taxes 2026' });
    expect(inTaxes.textContent).toBe('Work / Taxes 2026');
    expect(inTaxes.getAttribute('href')).toBe('/history/f-taxes');
    expect(within(row('plan.docx')).getByTestId('doc-folder').textContent).toBe('Work');
    expect(within(row('loose.docx')).queryByTestId('doc-folder')).toBeNull();

    // One folder list for every row: no request per document.
    expect(server.count('listFolders')).toBe(1);

    fireEvent.click(inTaxes);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/history/f-taxes'));
  });
});

describe('History: the folders inside the one shown', () => {
  it('are links, each an item of the list', async () => {
    fakeServer({
      listFolders: ok({ folders: [taxes, work] }),
      countDocumentsByFolder: ok({ counts: {} }),
      listShareLinks: ok({ links: [] }),
      listTranslationsFiltered: ok({ items: [], nextCursor: null, hasMore: false }),
    });
    await renderWithProviders(<HistoryScreen />, { path: '/history' });
    const list = await screen.findByRole('list', { name: 'Subfolders' });
    const [item] = within(list).getAllByRole('listitem');
    const link = within(item!).getByRole('link', { name: 'Work' });
    expect(link.getAttribute('href')).toBe('/history/f-work');
  });
});
