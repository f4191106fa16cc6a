// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES, type Health } from '@tolk/contract';
import { Route, Routes } from 'react-router';
import { queryKeys } from '../../api/queryClient';
import { answer, fakeAccountServer } from '../../testing/accountServer';
import { notifications } from '../../app/notifications/notify';
import { fakeSocialLogin, resetFakeNative } from '../../testing/fakeNative';
import { fakePlatform } from '../../testing/fakePurchases';
import { LOCAL_ONLY_HEALTH } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { SocialButtons } from './SocialButtons';

vi.mock('@capacitor/core', async () =>
  (await import('../../testing/fakePurchases')).mockedModule('@capacitor/core'),
);
vi.mock('@capgo/capacitor-social-login', async () =>
  (await import('../../testing/fakeNative')).mockedNativeModule('@capgo/capacitor-social-login'),
);
vi.mock('@aparajita/capacitor-secure-storage', async () =>
  (await import('../../testing/fakeNative')).mockedNativeModule('@aparajita/capacitor-secure-storage'),
);

const BOTH: Health = { ...LOCAL_ONLY_HEALTH, auth: { google: true, apple: true } };
const shown = () => notifications.getSnapshot().map(({ message, type }) => ({ message, type }));

async function renderButtons() {
  await renderWithProviders(<SocialButtons />, {
    seed: (client) => client.setQueryData(queryKeys.health, BOTH),
  });
}

beforeEach(() => {
  resetFakeNative();
  notifications.clear();
  fakePlatform.name = 'android';
  vi.stubEnv('VITE_GOOGLE_WEB_CLIENT_ID', 'web-client.apps.googleusercontent.com');
});
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  fakePlatform.name = 'ios';
});

describe('<SocialButtons /> in the native app', () => {
  it('offers Google on Android, and Apple only on iOS', async () => {
    await renderButtons();
    expect(screen.getByTestId('signin-google')).toBeTruthy();
    expect(screen.queryByTestId('signin-apple')).toBeNull();
  });

  it('opens the system sheet, not a redirect, and shows what went wrong as SPEC.md §8 says', async () => {
    fakeSocialLogin.login.mockRejectedValue(new Error('Google Sign-In failed: No credentials available'));
    await renderButtons();
    fireEvent.click(screen.getByTestId('signin-google'));
    await waitFor(() => expect(shown()).toEqual([{ message: MESSAGES.googleNoAccount, type: 'negative' }]));
    expect(fakeSocialLogin.login).toHaveBeenCalledWith({
      provider: 'google',
      options: { scopes: ['email', 'profile'] },
    });
  });

  it('goes home once the server has signed the person in', async () => {
    fakeSocialLogin.login.mockResolvedValue({
      provider: 'google',
      result: { responseType: 'online', idToken: 'google.id.token', accessToken: null, profile: {} },
    });
    const user = { id: 'u1', email: 'ada@example.com', name: 'Ada' };
    fakeAccountServer({
      'auth:sign-in/social': answer({ redirect: false, token: 't', user }),
      'auth:get-session': answer({ user, session: {} }),
    });
    await renderWithProviders(
      <Routes>
        <Route path="/welcome" element={<SocialButtons />} />
        <Route path="/" element={<p>home</p>} />
      </Routes>,
      { path: '/welcome', seed: (client) => client.setQueryData(queryKeys.health, BOTH) },
    );
    fireEvent.click(screen.getByTestId('signin-google'));
    await screen.findByText('home');
    expect(shown()).toEqual([]);
  });

  it('tells a closed sheet as information, not as an error', async () => {
    fakeSocialLogin.login.mockRejectedValue(
      Object.assign(new Error('Google Sign-In cancelled by user'), { code: 'USER_CANCELLED' }),
    );
    await renderButtons();
    fireEvent.click(screen.getByTestId('signin-google'));
    await waitFor(() => expect(shown()).toEqual([{ message: MESSAGES.signInCancelled, type: 'info' }]));
  });
});
