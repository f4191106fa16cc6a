// @vitest-environment happy-dom
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { AuthState } from '../../api/authStore';
import enUS from '../i18n/locales/en-US.json';
import { initI18n } from '../i18n/i18n';
import { AppRouter } from './AppRouter';
import { navigateTo } from './navigation';

const auth = vi.hoisted(() => ({ state: { loading: false, user: null } as AuthState }));
vi.mock('../../api/authStore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/authStore')>()),
  getAuthState: () => auth.state,
}));

async function renderAt(path: string) {
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
}

afterEach(() => cleanup());

describe('AppRouter', () => {
  it('shows the not-found page at an unknown address and names the tab after it', async () => {
    await renderAt('/no/such/page');
    await screen.findByText(enUS.notFound.title);
    await waitFor(() => expect(document.title).toBe(`${enUS.notFound.title} · Tolk`));
  });

  it('keeps the tab title while the guard waits for auth before a signed-in screen', async () => {
    auth.state = { loading: true, user: null };
    await renderAt('/settings');
    expect(await screen.findByTestId('loading-overlay')).toBeTruthy();
    expect(document.title).toBe('Tolk');
  });

  it('navigates for code outside React (native links, an ended session)', async () => {
    await renderAt('/no/such/page');
    await screen.findByText('/no/such/page');
    act(() => navigateTo('/elsewhere'));
    expect(await screen.findByText('/elsewhere')).toBeTruthy();
    expect(window.location.pathname).toBe('/elsewhere');
  });
});
