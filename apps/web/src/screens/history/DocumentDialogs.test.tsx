// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '../../app/notifications/notify';
import { setUiLocale } from '../../app/i18n/i18n';
import { fakeServer, ok, refused } from '../../testing/fakeApi';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { DocumentDialogs } from './DocumentDialogs';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => notifications.clear());
  await setUiLocale('en-US');
});

const messages = () => notifications.getSnapshot().map((item) => item.message);

async function moveTwo(locale: 'en-US' | 'es-ES' = 'en-US') {
  await renderWithProviders(
    <DocumentDialogs
      dialog={{ type: 'move', ids: ['t1', 't2'], current: null }}
      folders={[]}
      onClose={() => undefined}
      onDone={() => undefined}
    />,
  );
  await act(() => setUiLocale(locale));
  fireEvent.click(await screen.findByRole('button', { name: /Move here|Mover aquí/ }));
}

describe('moving documents', () => {
  it("says in the UI language how many documents stayed, not the server's English per document", async () => {
    fakeServer({
      moveDocuments: ok({ success: false, movedCount: 1, errors: ['Document t2 not found'] }),
    });
    await moveTwo();
    await waitFor(() =>
      expect(messages()).toEqual(
        expect.arrayContaining([
          'Failed to move documents: 1 document could not be moved.',
          '1 document moved',
        ]),
      ),
    );
  });

  it('says a refusal after the prefix in Spanish', async () => {
    fakeServer({ moveDocuments: refused(404, 'not-found', 'Folder not found') });
    await moveTwo('es-ES');
    await waitFor(() => expect(messages()[0]).toMatch(/^No se pudieron mover los documentos: /));
  });
});
