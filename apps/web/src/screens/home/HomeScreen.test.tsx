// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_PREFERENCES } from '@tolk/contract';
import { queryKeys } from '../../api/queryClient';
import { fakeServer, ok } from '../../testing/fakeApi';
import { LOCAL_ONLY_HEALTH } from '../../testing/fixtures';
import { stubMediaQueries } from '../../testing/media';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { uploadStore } from './homeFlow';
import { HomeScreen } from './HomeScreen';
import { ADA, sessionAs } from '../../testing/session';

// Signed in as the server's session check says (the real auth store, fetch faked).
beforeEach(() => sessionAs(ADA));

const quota = {
  premium: false,
  pagesUsed: 0,
  pagesLimit: 5,
  storageUsed: 0,
  storageLimit: 50_000_000,
  imageTranslationsUsed: 0,
  imageTranslationsLimit: 10,
};

let scrolled: { element: Element; options: unknown }[];

beforeEach(() => {
  scrolled = [];
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element, options) {
    scrolled.push({ element: this, options });
  });
  fakeServer({ getQuota: ok(quota), listTranslations: ok({ items: [] }) });
});

afterEach(() => {
  cleanup();
  uploadStore.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const render = () =>
  renderWithProviders(<HomeScreen />, {
    seed: (client) => {
      client.setQueryData(queryKeys.health, LOCAL_ONLY_HEALTH);
      client.setQueryData(queryKeys.preferences, DEFAULT_PREFERENCES);
    },
  });

const pick = (...names: string[]) =>
  fireEvent.change(screen.getByTestId('file-input'), {
    target: { files: names.map((name) => new File(['some text'], name, { type: 'text/plain' })) },
  });

/** The file's card once its code is there (a spinner stands in for it until then). */
const card = (name: string) =>
  waitFor(() => {
    const found = screen.getAllByTestId('upload-card').find((c) => c.getAttribute('aria-label') === name);
    expect(found).toBeDefined();
    return found!;
  });

describe('Home: a new file is brought into view', () => {
  it('scrolls the new card into view, smoothly, without taking focus from the drop zone', async () => {
    await render();
    const dropZone = screen.getByTestId('drop-zone').querySelector('button')!;
    dropZone.focus();
    pick('first.txt');
    const first = await card('first.txt');
    expect(scrolled).toEqual([{ element: first, options: { behavior: 'smooth', block: 'nearest' } }]);
    expect(document.activeElement).toBe(dropZone);

    // Two more at once: the top one of them (the last picked) is the one brought into view.
    pick('second.txt', 'third.txt');
    const third = await card('third.txt');
    expect(scrolled.at(-1)?.element).toBe(third);
    expect(screen.getAllByTestId('upload-card').map((c) => c.getAttribute('aria-label'))).toEqual([
      'third.txt',
      'second.txt',
      'first.txt',
    ]);
  });

  it('jumps without animation when motion is reduced, and focuses the card when nothing had focus', async () => {
    stubMediaQueries((query) => query.includes('prefers-reduced-motion'));
    await render();
    (document.activeElement as HTMLElement | null)?.blur();
    pick('notes.txt');
    const notes = await card('notes.txt');
    expect(scrolled).toEqual([{ element: notes, options: { behavior: 'auto', block: 'nearest' } }]);
    expect(document.activeElement).toBe(notes);
  });
});
