// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { SharedDocument, SharedFileView } from '@tolk/contract';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { SharedScreen } from './SharedScreen';

const files = (
  shareId: string,
  download: boolean,
  kinds: ('translated' | 'original' | 'bilingual')[],
  view: SharedFileView = 'file',
) =>
  kinds.map((kind) => ({
    kind,
    fileName: `notes (${kind}).txt`,
    contentType: 'text/plain; charset=utf-8',
    size: 20,
    viewPath: `/api/shared/${shareId}/files/${kind}`,
    view,
    downloadPath: download ? `/api/shared/${shareId}/files/${kind}?download=1` : null,
  }));

const shared = (overrides: Partial<SharedDocument> = {}): SharedDocument => ({
  shareId: 'abc',
  fileName: 'Notes.txt',
  langFrom: 'en',
  langTo: 'es',
  detectedLanguage: 'en',
  format: 'txt',
  isImage: false,
  pages: 2,
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-01T10:00:00.000Z',
  allowDownload: true,
  files: files('abc', true, ['translated', 'original', 'bilingual']),
  ...overrides,
});

const TEXTS: Record<string, string> = { translated: 'La casa es grande.', original: 'The house is big.' };

/** The public API at the HTTP boundary; every request is recorded with how it was sent. */
function fakeServer(metadata: () => Response) {
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url: String(url), init });
      const kind = /\/files\/(\w+)$/.exec(String(url))?.[1];
      if (kind) return new Response(TEXTS[kind] ?? '', { headers: { 'content-type': 'text/plain' } });
      return metadata();
    }),
  );
  return requests;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const renderAt = (shareId: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/shared/:shareId" element={<SharedScreen />} />
    </Routes>,
    { path: `/shared/${shareId}` },
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<SharedScreen />', () => {
  it('shows the translation with its languages, pages and expiry, through the public route only', async () => {
    const requests = fakeServer(() => json(shared()));
    await renderAt('abc');
    expect((await screen.findByTestId('shared-name')).textContent).toBe('Notes.txt');
    expect(screen.getByTestId('shared-languages').textContent).toMatch(/English.*Spanish/);
    expect(screen.getByTestId('shared-meta').textContent).toContain('2 pages');
    expect(screen.getByTestId('shared-expiry').textContent).toBe('Shared until December 1, 2026');
    expect(await screen.findByText('La casa es grande.')).toBeTruthy();
    expect(screen.queryByText('The house is big.')).toBeNull();
    // Nothing of the signed-in API, and no cookies sent for the document itself.
    expect(requests.map((r) => r.url)).toContain('/api/shared/abc');
    expect(requests.some((r) => r.url.includes('/api/fn/'))).toBe(false);
    expect(requests.find((r) => r.url === '/api/shared/abc')?.init?.credentials).toBe('omit');
    expect(screen.getByTestId('shared-try').getAttribute('href')).toBe('/welcome');
  });

  it('switches between translated, original and side by side, and offers every allowed download', async () => {
    fakeServer(() => json(shared()));
    await renderAt('abc');
    await screen.findByText('La casa es grande.');
    const switcher = screen.getByTestId('shared-view');
    fireEvent.click(within(switcher).getByRole('radio', { name: 'Original' }));
    expect(await screen.findByText('The house is big.')).toBeTruthy();
    expect(screen.queryByText('La casa es grande.')).toBeNull();
    fireEvent.click(within(switcher).getByRole('radio', { name: 'Side by side' }));
    expect(await screen.findByText('La casa es grande.')).toBeTruthy();
    expect(screen.getByText('The house is big.')).toBeTruthy();
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'))).toEqual([
      'Original',
      'Translation',
    ]);
    const downloads = ['translated', 'original', 'bilingual'].map((kind) =>
      screen.getByTestId(`shared-download-${kind}`).getAttribute('href'),
    );
    expect(downloads).toEqual([
      '/api/shared/abc/files/translated?download=1',
      '/api/shared/abc/files/original?download=1',
      '/api/shared/abc/files/bilingual?download=1',
    ]);
  });

  it('has no switch without the original and no downloads when they are not allowed', async () => {
    fakeServer(() =>
      json(shared({ allowDownload: false, expiresAt: null, files: files('abc', false, ['translated']) })),
    );
    await renderAt('abc');
    await screen.findByText('La casa es grande.');
    expect(screen.queryByTestId('shared-view')).toBeNull();
    expect(screen.queryByTestId('shared-download-translated')).toBeNull();
    expect(screen.getByTestId('shared-view-only').textContent).toBe('Shared to view only');
    expect(screen.getByTestId('shared-expiry').textContent).toBe('Shared with no end date');
  });

  it('shows a view-only link’s files in the form the server made for viewing, never asking for the file', async () => {
    const requests = fakeServer(() =>
      json(shared({ allowDownload: false, files: files('abc', false, ['translated', 'original'], 'html') })),
    );
    await renderAt('abc');
    const frame = await screen.findByTestId('preview-document');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('La casa es grande.');
    expect(screen.queryByTestId('preview-text')).toBeNull();
    expect(requests.some((r) => r.url.includes('download'))).toBe(false);
    cleanup();

    fakeServer(() =>
      json(
        shared({ allowDownload: false, format: 'heic', files: files('abc', false, ['translated'], 'none') }),
      ),
    );
    await renderAt('abc');
    expect(
      await screen.findByText('This file cannot be shown here, and its owner shared it to view only.'),
    ).toBeTruthy();
  });

  it('says plainly when the link does not work (unknown, revoked, expired or deleted)', async () => {
    fakeServer(() => json({ error: { status: 'NOT_FOUND', message: 'gone' } }, 404));
    await renderAt('gone');
    const page = await screen.findByTestId('shared-not-found');
    expect(within(page).getByRole('heading').textContent).toBe('This link does not work');
    expect(within(page).getByRole('link', { name: 'Try Tolk' }).getAttribute('href')).toBe('/welcome');
    expect(screen.queryByTestId('shared-name')).toBeNull();
  });

  it('offers to try again when the server could not be reached', async () => {
    let fail = true;
    fakeServer(() => (fail ? Response.error() : json(shared())));
    await renderAt('abc');
    const failed = await screen.findByTestId('shared-load-failed');
    fail = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('shared-name')).textContent).toBe('Notes.txt');
  });
});
