// @vitest-environment happy-dom
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import enUS from '../i18n/locales/en-US.json';

/**
 * The app's router at `path`, with an auth store of its own as at start-up: signed out once the
 * session check answered, or still waiting for it (`waiting`). Returns its navigateTo.
 */
async function renderAt(path: string, { waiting = false } = {}) {
  vi.resetModules();
  const { initI18n } = await import('../i18n/i18n');
  const { AppRouter } = await import('./AppRouter');
  const { navigateTo } = await import('./navigation');
  if (!waiting) await (await import('../../testing/session')).sessionAs(null);
  await initI18n('en-US');
  window.history.replaceState(null, '', path);
  document.title = 'Tolk';
  render(
    <MantineProvider>
      <Suspense fallback={<p>loading code</p>}>
        <AppRouter />
      </Suspense>
    </MantineProvider>,
  );
  return navigateTo;
}

afterEach(() => cleanup());

describe('AppRouter', () => {
  it('shows the not-found page at an unknown address and names the tab after it', async () => {
    await renderAt('/no/such/page');
    await screen.findByText(enUS.notFound.title);
    await waitFor(() => expect(document.title).toBe(`${enUS.notFound.title} · Tolk`));
  });

  it('keeps the tab title while the guard waits for auth before a signed-in screen', async () => {
    await renderAt('/settings', { waiting: true });
    expect(await screen.findByTestId('loading-overlay')).toBeTruthy();
    expect(document.title).toBe('Tolk');
  });

  it('navigates for code outside React (native links, an ended session)', async () => {
    const navigateTo = await renderAt('/no/such/page');
    await screen.findByText('/no/such/page');
    act(() => navigateTo('/elsewhere'));
    expect(await screen.findByText('/elsewhere')).toBeTruthy();
    expect(window.location.pathname).toBe('/elsewhere');
  });
});
