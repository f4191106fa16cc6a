// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ShareLink } from '@tolk/contract';
import { cameraTranslation } from '../../../testing/fixtures';
import { fakeServer as fakeApi, ok } from '../../../testing/fakeApi';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { ShareDialog } from './ShareDialog';
import { ADA, sessionAs } from '../../../testing/session';

// Signed in as the server's session check says (the real auth store, fetch faked).
beforeEach(() => sessionAs(ADA));

const doc = cameraTranslation({
  id: 't-report',
  fileName: 'Report.pdf',
  format: 'pdf',
  isImage: false,
  origin: 'upload',
  inHistory: true,
});

const link = (shareId: string, overrides: Partial<ShareLink> = {}): ShareLink => ({
  shareId,
  translationId: doc.id,
  url: `https://tolk.test/shared/${shareId}`,
  allowDownload: true,
  includeOriginal: false,
  expiresAt: '2026-12-01T10:00:00.000Z',
  createdAt: '2026-11-24T10:00:00.000Z',
  ...overrides,
});

/** The API server at the HTTP boundary, holding the document's live links. */
function fakeServer(initial: ShareLink[]) {
  let links = [...initial];
  return fakeApi({
    listShareLinks: () => ok({ links }),
    createShareLink: (data) => {
      const made = link(`new-${links.length}`, {
        allowDownload: data.allowDownload as boolean,
        includeOriginal: data.includeOriginal as boolean,
        expiresAt: data.expiresInDays === null ? null : '2026-11-25T10:00:00.000Z',
      });
      links = [made, ...links];
      return ok(made);
    },
    revokeShareLink: (data) => {
      links = links.filter((l) => l.shareId !== data.shareId);
      return ok({ success: true });
    },
  }).calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<ShareDialog />', () => {
  it('creates a link with the chosen expiry and options, then offers to copy it', async () => {
    const calls = fakeServer([]);
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText }, share: undefined });
    await renderWithProviders(<ShareDialog translation={doc} onClose={() => undefined} />);
    await screen.findByTestId('share-links-empty');

    fireEvent.click(screen.getByRole('radio', { name: 'In 1 day' }));
    fireEvent.click(screen.getByRole('switch', { name: /Allow download/ }));
    fireEvent.click(screen.getByRole('switch', { name: /Include the original/ }));
    fireEvent.click(screen.getByTestId('share-create'));

    const url = (await screen.findByTestId('share-url')) as HTMLInputElement;
    expect(url.value).toBe('https://tolk.test/shared/new-0');
    expect(calls.find((c) => c.name === 'createShareLink')?.data).toEqual({
      translationId: 't-report',
      expiresInDays: 1,
      allowDownload: false,
      includeOriginal: true,
    });
    // No share sheet on this device: copying is the way.
    expect(screen.queryByTestId('share-native')).toBeNull();
    fireEvent.click(within(screen.getByTestId('share-created')).getByTestId('share-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('https://tolk.test/shared/new-0'));
    expect(await within(screen.getByTestId('share-created')).findByText('Copied')).toBeTruthy();

    // The new link is listed with what it allows.
    const item = await screen.findByText('https://tolk.test/shared/new-0', {
      selector: '[data-testid="share-link-url"]',
    });
    const row = item.closest('[data-testid="share-link"]') as HTMLElement;
    expect(within(row).getByText('View only')).toBeTruthy();
    expect(within(row).getByText('With original')).toBeTruthy();
  });

  it('hands the link to the system share sheet where there is one, and creates a link without expiry', async () => {
    const calls = fakeServer([]);
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    await renderWithProviders(<ShareDialog translation={doc} onClose={() => undefined} />);
    await screen.findByTestId('share-links-empty');
    fireEvent.click(screen.getByRole('radio', { name: 'Never' }));
    fireEvent.click(screen.getByTestId('share-create'));
    await screen.findByTestId('share-url');
    expect(calls.find((c) => c.name === 'createShareLink')?.data).toMatchObject({ expiresInDays: null });
    fireEvent.click(within(screen.getByTestId('share-created')).getByTestId('share-native'));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({ title: 'Report.pdf', url: 'https://tolk.test/shared/new-0' }),
    );
  });

  it('revokes a live link only after a confirmation', async () => {
    const calls = fakeServer([link('keep', { expiresAt: null }), link('gone', { includeOriginal: true })]);
    await renderWithProviders(<ShareDialog translation={doc} onClose={() => undefined} />);
    const items = await screen.findAllByTestId('share-link');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Never expires')).toBeTruthy();

    const gone = items[1]!;
    fireEvent.click(within(gone).getByTestId('share-revoke'));
    const confirm = within(gone).getByTestId('share-revoke-confirm');
    expect(calls.some((c) => c.name === 'revokeShareLink')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(within(gone).queryByTestId('share-revoke-confirm')).toBeNull();

    fireEvent.click(within(gone).getByTestId('share-revoke'));
    fireEvent.click(within(gone).getByTestId('share-revoke-yes'));
    await waitFor(() => expect(screen.getAllByTestId('share-link')).toHaveLength(1));
    expect(calls.find((c) => c.name === 'revokeShareLink')?.data).toEqual({ shareId: 'gone' });
    expect(screen.getByTestId('share-link').getAttribute('data-share-id')).toBe('keep');
  });
});
