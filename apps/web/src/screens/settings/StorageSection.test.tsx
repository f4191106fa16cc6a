// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_PREFERENCES, type Preferences } from '@tolk/contract';
import { notifications } from '../../app/notifications/notify';
import { answer, fakeAccountServer } from '../../testing/accountServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { SettingsScreen } from './SettingsScreen';
import { ADA, sessionAs } from '../../testing/session';

// Signed in as the server's session check says (the real auth store, fetch faked).
beforeEach(() => sessionAs(ADA));

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

const ORIGINALS = 'Delete originals';
const DOCUMENTS = 'Delete whole documents';

/** The choices of one storage time by their words, as a screen reader lists them. */
async function choices(group: string): Promise<HTMLInputElement[]> {
  const radios = within(await screen.findByRole('radiogroup', { name: group })).getAllByRole('radio');
  return radios as HTMLInputElement[];
}
const words = (radio: HTMLInputElement) => radio.labels?.[0]?.textContent;
const chosen = async (group: string) => words((await choices(group)).find((radio) => radio.checked)!);
const pick = async (group: string, name: string) =>
  fireEvent.click((await choices(group)).find((radio) => words(radio) === name)!);

describe('Settings: storage time', () => {
  it('shows both times in plain words and saves a choice through updatePreferences', async () => {
    const server = fakeAccountServer({
      'fn:getPreferences': answer(saved({ originalsDays: null, translationsDays: null })),
      'fn:updatePreferences': (data) => answer(saved(data.storage as Preferences['storage'])),
    });
    await renderWithProviders(<SettingsScreen />);
    await waitFor(async () => expect(await chosen(ORIGINALS)).toBe('Never (keep until I delete them)'));
    expect(screen.getByText('The files you uploaded. Their translations stay.')).toBeTruthy();

    expect((await choices(ORIGINALS)).map(words)).toEqual([
      'Right after translation',
      'After 1 day',
      'After 7 days',
      'After 30 days',
      'Never (keep until I delete them)',
    ]);
    await pick(ORIGINALS, 'Right after translation');
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
    await waitFor(async () => expect(await chosen(DOCUMENTS)).toBe('Never (keep until I delete them)'));
    await pick(DOCUMENTS, 'After 90 days');
    await waitFor(() => expect(server.to('fn:updatePreferences')).toHaveLength(1));
    expect(server.to('fn:updatePreferences')[0]?.data).toEqual({
      storage: { originalsDays: 7, translationsDays: 90 },
    });
  });

  it('shows a time set elsewhere, and puts the old one back when the server refuses a change', async () => {
    fakeAccountServer({
      'fn:getPreferences': answer(saved({ originalsDays: 14, translationsDays: null })),
      'fn:updatePreferences': answer(
        { error: { status: 'INVALID_ARGUMENT', message: 'Invalid data: storage.originalsDays: nope' } },
        400,
      ),
    });
    await renderWithProviders(<SettingsScreen />);
    await waitFor(async () => expect(await chosen(ORIGINALS)).toBe('After 14 days'));
    await pick(ORIGINALS, 'After 1 day');
    await waitFor(() =>
      expect(notifications.getSnapshot()[0]).toMatchObject({
        type: 'negative',
        message: 'Invalid data: storage.originalsDays: nope',
      }),
    );
    await waitFor(async () => expect(await chosen(ORIGINALS)).toBe('After 14 days'));
  });
});
