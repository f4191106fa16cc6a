// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@tolk/contract';
import { getBearerToken } from '../api/bearerToken';
import { answer, fakeAccountServer } from '../testing/accountServer';
import { fakeSocialLogin, resetFakeNative } from '../testing/fakeNative';
import { fakePlatform } from '../testing/fakePurchases';
import { nativeSocialProviders, signInNatively } from './socialSignIn';
import { SocialSignInError, socialSignInMessage } from './socialSignInErrors';

vi.mock('@capacitor/core', async () =>
  (await import('../testing/fakePurchases')).mockedModule('@capacitor/core'),
);
vi.mock('@capgo/capacitor-social-login', async () =>
  (await import('../testing/fakeNative')).mockedNativeModule('@capgo/capacitor-social-login'),
);
vi.mock('@aparajita/capacitor-secure-storage', async () =>
  (await import('../testing/fakeNative')).mockedNativeModule('@aparajita/capacitor-secure-storage'),
);

const ADA = { id: 'u1', email: 'ada@example.com', name: 'Ada' };
const googleAnswer = (idToken: string | null) => ({
  provider: 'google',
  result: { responseType: 'online', idToken, accessToken: null, profile: { email: ADA.email } },
});
const session = (user: typeof ADA | null) => answer(user && { user, session: {} });
const signedInAnswer = answer({ redirect: false, token: 'tok-g', user: ADA }, 200, {
  'set-auth-token': 'tok-g',
});

/** The rejection the plugin gives: a Capacitor error with the native side's message (and code). */
const pluginError = (message: string, code?: string) =>
  Object.assign(new Error(message), code ? { code } : {});

beforeEach(() => {
  resetFakeNative();
  fakePlatform.name = 'android';
  vi.stubEnv('VITE_GOOGLE_WEB_CLIENT_ID', 'web-client.apps.googleusercontent.com');
  vi.stubEnv('VITE_GOOGLE_IOS_CLIENT_ID', 'ios-client.apps.googleusercontent.com');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  fakePlatform.name = 'ios';
});

describe('the plugin’s errors become the messages of SPEC.md §8', () => {
  it.each([
    [
      'Google Sign-In failed: Google Cloud OAuth is not configured for this installed build ([28444] Developer console is not set up correctly).',
      MESSAGES.googleConfigError,
    ],
    ['Google Sign-In failed: No credentials available', MESSAGES.googleNoAccount],
    ['Google Play Services not available (SERVICE_VERSION_UPDATE_REQUIRED)', MESSAGES.googlePlayServices],
    ['The user canceled the sign-in flow.', MESSAGES.signInCancelled],
    ['Google Sign-In failed: A network error occurred.', MESSAGES.signInNetworkError],
    ['The Internet connection appears to be offline.', MESSAGES.signInNetworkError],
    ['Google Sign-In failed: Something odd', `${MESSAGES.googleSignInFailedPrefix}Something odd`],
    ['', MESSAGES.googleSignInFailed],
  ])('Google: %j → %j', (message, expected) => {
    expect(socialSignInMessage('google', pluginError(message))).toBe(expected);
  });

  it('reads the cancel code of Android’s Credential Manager', () => {
    expect(
      socialSignInMessage('google', pluginError('Google Sign-In cancelled by user', 'USER_CANCELLED')),
    ).toBe(MESSAGES.signInCancelled);
  });

  it.each([
    [
      'The operation couldn’t be completed. (com.apple.AuthenticationServices.AuthorizationError error 1001.)',
      MESSAGES.signInCancelled,
    ],
    ['The Internet connection appears to be offline.', MESSAGES.signInNetworkError],
    [
      'The operation couldn’t be completed. (com.apple.AuthenticationServices.AuthorizationError error 1000.)',
      MESSAGES.appleSignInFailed,
    ],
  ])('Apple: %j → %j', (message, expected) => {
    expect(socialSignInMessage('apple', pluginError(message))).toBe(expected);
  });
});

describe('nativeSocialProviders', () => {
  it('offers Google when the server and this build have it, Apple only on iOS', () => {
    const server = { google: true, apple: true };
    expect(nativeSocialProviders(server)).toEqual(['google']);
    fakePlatform.name = 'ios';
    expect(nativeSocialProviders(server)).toEqual(['google', 'apple']);
    vi.stubEnv('VITE_GOOGLE_IOS_CLIENT_ID', '');
    expect(nativeSocialProviders(server)).toEqual(['apple']);
    expect(nativeSocialProviders({ google: false, apple: false })).toEqual([]);
  });
});

describe('signInNatively', () => {
  it('sends Google’s ID token to the server, keeps the bearer token and resolves with the user', async () => {
    fakeSocialLogin.login.mockResolvedValue(googleAnswer('google.id.token'));
    const server = fakeAccountServer({
      'auth:sign-in/social': signedInAnswer,
      'auth:get-session': session(ADA),
    });
    await expect(signInNatively('google')).resolves.toMatchObject({ id: 'u1' });
    expect(fakeSocialLogin.initialize).toHaveBeenCalledWith(
      expect.objectContaining({
        google: expect.objectContaining({ webClientId: 'web-client.apps.googleusercontent.com' }),
      }),
    );
    expect(server.to('auth:sign-in/social')).toEqual([
      { route: 'auth:sign-in/social', data: { provider: 'google', idToken: { token: 'google.id.token' } } },
    ]);
    expect(getBearerToken()).toBe('tok-g');
  });

  it('sends Apple’s name along the first time Apple gives it', async () => {
    fakePlatform.name = 'ios';
    fakeSocialLogin.login.mockResolvedValue({
      provider: 'apple',
      result: {
        idToken: 'apple.id.token',
        accessToken: null,
        profile: { user: 'a1', email: 'ada@privaterelay.appleid.com', givenName: 'Ada', familyName: null },
      },
    });
    const server = fakeAccountServer({
      'auth:sign-in/social': signedInAnswer,
      'auth:get-session': session(ADA),
    });
    await signInNatively('apple');
    expect(server.to('auth:sign-in/social')[0]?.data).toEqual({
      provider: 'apple',
      idToken: {
        token: 'apple.id.token',
        user: { name: { firstName: 'Ada' }, email: 'ada@privaterelay.appleid.com' },
      },
    });
  });

  it('tells a cancelled sheet apart and asks the server nothing', async () => {
    fakeSocialLogin.login.mockRejectedValue(
      pluginError('Google Sign-In cancelled by user', 'USER_CANCELLED'),
    );
    const server = fakeAccountServer({});
    const error = await signInNatively('google').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SocialSignInError);
    expect(error).toMatchObject({ message: MESSAGES.signInCancelled, cancelled: true });
    expect(server.calls).toEqual([]);
  });

  it('fails with the provider’s message when the server refuses the token', async () => {
    fakeSocialLogin.login.mockResolvedValue(googleAnswer('forged.id.token'));
    fakeAccountServer({ 'auth:sign-in/social': answer({ message: 'Invalid token' }, 401) });
    await expect(signInNatively('google')).rejects.toThrow(MESSAGES.googleSignInFailed);
  });

  it('fails as "completed but … user not available" when the sheet gives no ID token', async () => {
    fakeSocialLogin.login.mockResolvedValue(googleAnswer(null));
    fakeAccountServer({});
    await expect(signInNatively('google')).rejects.toThrow(MESSAGES.googleUserUnavailable);
  });

  it('waits up to 10 s for the user, and no longer', async () => {
    vi.useFakeTimers();
    fakeSocialLogin.login.mockResolvedValue(googleAnswer('google.id.token'));
    fakeAccountServer({ 'auth:sign-in/social': signedInAnswer, 'auth:get-session': session(null) });
    let outcome: unknown;
    void signInNatively('google').then(
      (user) => (outcome = user),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(9_900);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(200);
    expect(outcome).toBeInstanceOf(SocialSignInError);
    expect((outcome as Error).message).toBe(MESSAGES.googleUserUnavailable);
  });

  it('goes on as soon as the user shows within the 10 s', async () => {
    vi.useFakeTimers();
    fakeSocialLogin.login.mockResolvedValue(googleAnswer('google.id.token'));
    let asked = 0;
    fakeAccountServer({
      'auth:sign-in/social': signedInAnswer,
      'auth:get-session': () => session(++asked < 4 ? null : ADA),
    });
    let outcome: unknown;
    void signInNatively('google').then((user) => (outcome = user));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(outcome).toMatchObject({ id: 'u1' });
  });
});
