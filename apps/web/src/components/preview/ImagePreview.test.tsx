// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { keepBearerToken } from '../../api/bearerToken';
import { fakePlatform } from '../../testing/fakePurchases';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { DocThumb } from '../../screens/history/DocThumb';
import { ImagePreview } from './ImagePreview';
import { cameraTranslation } from '../../testing/fixtures';
import { untilShown } from '../../testing/waits';

vi.mock('@capacitor/core', async () =>
  (await import('../../testing/fakePurchases')).mockedModule('@capacitor/core'),
);
vi.mock('@aparajita/capacitor-secure-storage', async () =>
  (await import('../../testing/fakeNative')).mockedNativeModule('@aparajita/capacitor-secure-storage'),
);

const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:https://localhost/photo');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fakePlatform.name = 'ios';
});

describe('images of the user’s files', () => {
  it('on the web: the <img> loads the file itself, with the session cookie', async () => {
    fakePlatform.name = 'web';
    await renderWithProviders(<ImagePreview src="/api/files/f1" title="Menu" />);
    expect(screen.getByTestId('preview-image').getAttribute('src')).toBe('/api/files/f1');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('in the native app: fetched with the bearer token and shown from memory', async () => {
    fakePlatform.name = 'android';
    keepBearerToken(new Response(null, { headers: { 'set-auth-token': 'tok-n' } }));
    fetchMock.mockResolvedValue(new Response(new Blob(['png']), { status: 200 }));
    await renderWithProviders(<ImagePreview src="https://api.tolk.test/api/files/f1" title="Menu" />);
    expect((await screen.findByTestId('preview-image')).getAttribute('src')).toBe(
      'blob:https://localhost/photo',
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://api.tolk.test/api/files/f1');
    expect(init.headers).toEqual({ Authorization: 'Bearer tok-n' });
  });

  it('in the native app: says so when the file cannot be fetched', async () => {
    fakePlatform.name = 'android';
    fetchMock.mockResolvedValue(new Response('{}', { status: 401 }));
    await renderWithProviders(<ImagePreview src="/api/files/f2" title="Menu" />);
    expect(await screen.findByText(/The preview could not be loaded/)).toBeTruthy();
  });

  it('History’s thumbnail in the native app comes from a signed URL', async () => {
    fakePlatform.name = 'android';
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          result: { url: '/api/files/t1?exp=1&sig=abc', expiresAt: '2026-11-25T00:00:00.000Z' },
        }),
        {
          headers: { 'content-type': 'application/json' },
        },
      ),
    );
    const { container } = await renderWithProviders(
      <DocThumb translation={cameraTranslation({ thumbnailFileId: 't1' })} />,
    );
    await vi.waitFor(
      () =>
        expect(container.querySelector('img')?.getAttribute('src')).toMatch(
          /\/api\/files\/t1\?exp=1&sig=abc$/,
        ),
      untilShown,
    );
  });
});
