// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { DEFAULT_PREFERENCES } from '@tolk/contract';
import { queryKeys } from '../../api/queryClient';
import { whenIdle } from '../../app/whenIdle';
import { fakeServer, ok } from '../../testing/fakeApi';
import { LOCAL_ONLY_HEALTH } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { HomeScreen } from './HomeScreen';
import { untilShown } from '../../testing/waits';
import { ADA, sessionAs } from '../../testing/session';

// Whether the upload card's code was asked for: the module runs once, on its first import.
const uploadCard = vi.hoisted(() => ({ imported: false }));
vi.mock('./UploadCard', async (importOriginal) => {
  uploadCard.imported = true;
  return importOriginal();
});
// Signed in as the server's session check says (the real auth store, fetch faked).
beforeEach(() => sessionAs(ADA));

afterEach(cleanup);

it('fetches the upload card’s code when the user reaches for the drop zone, not while Home starts', async () => {
  const server = fakeServer({ getQuota: ok(null), listTranslations: ok({ items: [] }) });
  await renderWithProviders(<HomeScreen />, {
    seed: (client) => {
      client.setQueryData(queryKeys.health, LOCAL_ONLY_HEALTH);
      client.setQueryData(queryKeys.preferences, DEFAULT_PREFERENCES);
    },
  });
  // Home has started once it asked for its data and the work it left for an idle moment has run.
  await screen.findByTestId('drop-zone');
  await vi.waitFor(() => expect(server.count('listTranslations')).toBeGreaterThan(0), untilShown);
  await new Promise((resolve) => whenIdle(() => resolve(undefined)));
  await vi.dynamicImportSettled();
  expect(uploadCard.imported).toBe(false);

  fireEvent.pointerEnter(screen.getByTestId('drop-zone'));
  await vi.waitFor(() => expect(uploadCard.imported).toBe(true), untilShown);
});
