// @vitest-environment happy-dom
import { enginesWith } from '@tolk/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Health } from '@tolk/contract';
import { readCachedPreferences } from '../../api/preferencesCache';
import { queryKeys } from '../../api/queryClient';
import { setUiLocale } from '../../app/i18n/i18n';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { WelcomeScreen } from './WelcomeScreen';

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await setUiLocale('en-US');
});

function health(auth: Health['auth']): Health {
  return {
    ok: true,
    db: 'pglite',
    queue: true,
    engines: enginesWith('local'),
    auth,
    engine: { ready: true },
  };
}

describe('<WelcomeScreen />', () => {
  it('offers only the social sign-in the server has configured', async () => {
    await renderWithProviders(<WelcomeScreen />, {
      path: '/welcome',
      seed: (client) => client.setQueryData(queryKeys.health, health({ google: true, apple: false })),
    });
    expect(screen.getByTestId('signin-google')).toBeTruthy();
    expect(screen.queryByTestId('signin-apple')).toBeNull();
  });

  it('offers no social sign-in when none is configured', async () => {
    await renderWithProviders(<WelcomeScreen />, {
      path: '/welcome',
      seed: (client) => client.setQueryData(queryKeys.health, health({ google: false, apple: false })),
    });
    expect(screen.queryByTestId('signin-google')).toBeNull();
    expect(screen.queryByTestId('signin-apple')).toBeNull();
  });

  it('has the magic link, sign-in and sign-up forms behind their tabs', async () => {
    await renderWithProviders(<WelcomeScreen />, {
      path: '/welcome',
      seed: (client) => client.setQueryData(queryKeys.health, health({ google: false, apple: false })),
    });
    expect(screen.getByTestId('magic-email')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('tab-signup')));
    for (const id of ['signup-name', 'signup-email', 'signup-password', 'signup-submit'])
      expect(screen.getByTestId(id)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('tab-signin')));
    for (const id of ['signin-email', 'signin-password', 'signin-submit'])
      expect(screen.getByTestId(id)).toBeTruthy();
  });

  it('switches the language before signing in, and keeps the choice on this device', async () => {
    await renderWithProviders(<WelcomeScreen />, {
      path: '/welcome',
      seed: (client) => client.setQueryData(queryKeys.health, health({ google: false, apple: false })),
    });
    const select = (await screen.findByTestId('welcome-locale')) as HTMLSelectElement;
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toContain('العربية');
    expect(select.value).toBe('en-US');
    await act(async () => fireEvent.change(select, { target: { value: 'de-DE' } }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Willkommen bei Tolk' })).toBeTruthy());
    await waitFor(() => expect(document.documentElement.lang).toBe('de-DE'));
    expect(readCachedPreferences().locale).toBe('de-DE');
  });
});
