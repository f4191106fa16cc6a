import { MESSAGES, NATIVE_AUTH_WAIT_MS } from '@tolk/contract';
import { refreshSession, type SessionUser } from '../api/authStore';
import { appPlatform, googleNativeClientId } from '../api/config';
import { loadAuthClient } from '../api/loadAuthClient';
import { socialSignInMessage, SocialSignInError, type SocialProvider } from './socialSignInErrors';

/**
 * Google and Apple sign-in in the iOS/Android app (SPEC.md §7): the system's own sheet
 * (@capgo/capacitor-social-login) gives an ID token, the server checks it against the provider's
 * keys and audience (better-auth's ID-token sign-in) and answers with the session's bearer token.
 * The web app signs in by redirect instead (screens/welcome/SocialButtons.tsx).
 */

/** The providers the app offers natively: configured on the server and in this build. */
export function nativeSocialProviders(server: Record<SocialProvider, boolean>): SocialProvider[] {
  const offered: SocialProvider[] = [];
  if (server.google && googleNativeClientId() !== '') offered.push('google');
  // Apple's sheet is the system's on iOS; on Android it would need a web redirect back to the app.
  if (server.apple && appPlatform() === 'ios') offered.push('apple');
  return offered;
}

let initialized: Promise<void> | undefined;
type SocialLoginPlugin = (typeof import('@capgo/capacitor-social-login'))['SocialLogin'];

/**
 * Runs `call` with the plugin, set up once. The plugin's proxy answers every property, `then` too,
 * so it is handed to a callback, never resolved by a promise.
 */
async function withSocialLogin<T>(call: (plugin: SocialLoginPlugin) => Promise<T>): Promise<T> {
  const { SocialLogin } = await import('@capgo/capacitor-social-login');
  initialized ??= SocialLogin.initialize({
    google: {
      webClientId: import.meta.env.VITE_GOOGLE_WEB_CLIENT_ID,
      iOSClientId: import.meta.env.VITE_GOOGLE_IOS_CLIENT_ID,
      iOSServerClientId: import.meta.env.VITE_GOOGLE_WEB_CLIENT_ID,
      mode: 'online',
    },
    // On iOS the client id only tells the plugin to set Apple up; the system needs none.
    apple: { clientId: 'app.tolk', redirectUrl: '' },
  }).catch((error: unknown) => {
    initialized = undefined;
    throw error;
  });
  await initialized;
  return call(SocialLogin);
}

interface Credential {
  token: string;
  user?: { name?: { firstName?: string; lastName?: string }; email?: string };
}

/** The provider's sheet; the user picks an account. Rejects with the plugin's error. */
async function askProvider(provider: SocialProvider): Promise<Credential | null> {
  if (provider === 'google') {
    const { result } = await withSocialLogin((plugin) =>
      plugin.login({ provider: 'google', options: { scopes: ['email', 'profile'] } }),
    );
    return 'idToken' in result && result.idToken ? { token: result.idToken } : null;
  }
  const { result } = await withSocialLogin((plugin) =>
    plugin.login({ provider: 'apple', options: { scopes: ['email', 'name'] } }),
  );
  if (!result.idToken) return null;
  // Apple gives the name only the first time; the server keeps it then.
  const { givenName, familyName, email } = result.profile;
  return {
    token: result.idToken,
    user: {
      ...((givenName || familyName) && {
        name: { ...(givenName && { firstName: givenName }), ...(familyName && { lastName: familyName }) },
      }),
      ...(email && { email }),
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** SPEC.md §9 "Native auth wait": the signed-in user must show within 10 s of the exchange. */
async function waitForUser(): Promise<SessionUser | null> {
  const deadline = Date.now() + NATIVE_AUTH_WAIT_MS;
  const timeout = sleep(NATIVE_AUTH_WAIT_MS).then(() => null);
  const poll = async (): Promise<SessionUser | null> => {
    for (;;) {
      const { user } = await refreshSession();
      if (user || Date.now() >= deadline) return user;
      await sleep(500);
    }
  };
  return Promise.race([poll(), timeout]);
}

const UNAVAILABLE: Record<SocialProvider, string> = {
  google: MESSAGES.googleUserUnavailable,
  apple: MESSAGES.appleUserUnavailable,
};
const REFUSED: Record<SocialProvider, string> = {
  google: MESSAGES.googleSignInFailed,
  apple: MESSAGES.appleSignInFailed,
};

/**
 * Signs in with the provider's native sheet and resolves once the app has the user. Rejects with
 * a SocialSignInError whose message is the one of SPEC.md §8 to show (`cancelled` when the user
 * closed the sheet).
 */
export async function signInNatively(provider: SocialProvider): Promise<SessionUser> {
  let credential: Credential | null;
  try {
    credential = await askProvider(provider);
  } catch (error) {
    throw new SocialSignInError(provider, socialSignInMessage(provider, error), error);
  }
  if (!credential) throw new SocialSignInError(provider, UNAVAILABLE[provider]);
  let refusal: { status: number } | null;
  try {
    ({ error: refusal } = await (await loadAuthClient()).signIn.social({ provider, idToken: credential }));
  } catch (error) {
    throw new SocialSignInError(provider, MESSAGES.signInNetworkError, error);
  }
  if (refusal) throw new SocialSignInError(provider, REFUSED[provider], refusal);
  const user = await waitForUser();
  if (!user) throw new SocialSignInError(provider, UNAVAILABLE[provider]);
  return user;
}
