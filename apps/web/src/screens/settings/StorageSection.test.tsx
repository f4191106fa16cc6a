// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_PREFERENCES, type Preferences } from '@tolk/contract';
import { notifications } from '../../app/notifications/notify';
import { answer, fakeAccountServer } from '../../testing/accountServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { SettingsScreen } from './SettingsScreen';

vi.mock('../../api/authStore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/authStore')>()),
  useAuth: () => ({ loading: false, user: { id: 'u1', email: 'ada@example.com', name: 'Ada' } }),
}));

const saved = (storage: Preferences['storage']): Preferences => ({
  ...DEFAULT_PREFERENCES,
  translationProvider: 'local',
  storage,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => notifications.clear());
});

const ORIGINALS = 'pref-storage-originals';
const DOCUMENTS = 'pref-storage-documents';

/** Opens a Select by its test id: the options of its own list (transitions keep them "hidden" here). */
async function openSelect(testId: string): Promise<HTMLElement[]> {
  const input = screen.getByTestId(testId);
  fireEvent.click(input);
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
  return within(list).getAllByRole('option', { hidden: true });
}

const names = (options: HTMLElement[]) => options.map((option) => option.textContent);
const pick = (options: HTMLElement[], name: string) =>
  fireEvent.click(options.find((option) => option.textContent === name) as HTMLElement);

describe('Settings: storage time', () => {
  it('shows both times in plain words and saves a choice through updatePreferences', async () => {
    const server = fakeAccountServer({
      'fn:getPreferences': answer(saved({ originalsDays: null, translationsDays: null })),
      'fn:updatePreferences': (data) => answer(saved(data.storage as Preferences['storage'])),
    });
    await renderWithProviders(<SettingsScreen />);
    const originals = await screen.findByTestId(ORIGINALS);
    await waitFor(() =>
      expect((originals as HTMLInputElement).value).toBe('Never (keep until I delete them)'),
    );
    expect(screen.getByText('The files you uploaded. Their translations stay.')).toBeTruthy();

    const originalChoices = await openSelect(ORIGINALS);
    expect(names(originalChoices)).toEqual([
      'Right after translation',
      'After 1 day',
      'After 7 days',
      'After 30 days',
      'Never (keep until I delete them)',
    ]);
    pick(originalChoices, 'Right after translation');
    await waitFor(() => expect(server.to('fn:updatePreferences')).toHaveLength(1));
    expect(server.to('fn:updatePreferences')[0]?.data).toEqual({
      storage: { originalsDays: 0, translationsDays: null },
    });
  });

  it('changes one time and keeps the other as saved', async () => {
    const server = fakeAccountServer({
      'fn:getPreferences': answer(saved({ originalsDays: 7, translationsDays: null })),
      'fn:updatePreferences': (data) => answer(saved(data.storage as Preferences['storage'])),
    });
    await renderWithProviders(<SettingsScreen />);
    const documents = (await screen.findByTestId(DOCUMENTS)) as HTMLInputElement;
    await waitFor(() => expect(documents.value).toBe('Never (keep until I delete them)'));
    pick(await openSelect(DOCUMENTS), 'After 90 days');
    await waitFor(() => expect(server.to('fn:updatePreferences')).toHaveLength(1));
    expect(server.to('fn:updatePreferences')[0]?.data).toEqual({
      storage: { originalsDays: 7, translationsDays: 90 },
    });
  });

  it('shows a time set elsewhere, and puts the old one back when the server refuses a change', async () => {
    fakeAccountServer({
      'fn:getPreferences': answer(saved({ originalsDays: 14, translationsDays: null })),
      'fn:updatePreferences': answer(
        { error: { status: 'invalid-argument', message: 'Invalid data: storage.originalsDays: nope' } },
        400,
      ),
    });
    await renderWithProviders(<SettingsScreen />);
    const originals = (await screen.findByTestId(ORIGINALS)) as HTMLInputElement;
    await waitFor(() => expect(originals.value).toBe('After 14 days'));
    pick(await openSelect(ORIGINALS), 'After 1 day');
    await waitFor(() =>
      expect(notifications.getSnapshot()[0]).toMatchObject({
        type: 'negative',
        message: 'Invalid data: storage.originalsDays: nope',
      }),
    );
    await waitFor(() => expect(originals.value).toBe('After 14 days'));
  });
});
