import { isNativePlatform } from './config';
import { STORAGE_KEYS, storage } from './storage';

// The native app cannot use the session cookie: it keeps the bearer token the server's bearer
// plugin returns in `set-auth-token` and sends it back. The token lives in the system's secure
// store (iOS Keychain, Android Keystore), never in localStorage; this module holds it in memory
// for the requests. The web app has none.

const SECURE_KEY = 'bearerToken';

let token: string | undefined;
let loaded: Promise<void> | undefined;

type SecureStore = (typeof import('@aparajita/capacitor-secure-storage'))['SecureStorage'];

// Loaded on first use: the web build never downloads the plugin. The plugin's proxy answers every
// property, `then` too, so a promise must never resolve to it: it is passed to a callback instead.
const withSecureStorage = <T>(call: (store: SecureStore) => Promise<T>): Promise<T> =>
  import('@aparajita/capacitor-secure-storage').then((module) => call(module.SecureStorage));

/** A failed write to the secure store only costs the next launch its sign-in. */
function keepSecurely(write: (store: SecureStore) => Promise<unknown>) {
  void withSecureStorage(write).catch((error: unknown) =>
    console.warn('The secure store refused the sign-in token', error),
  );
}

/**
 * Reads the token an earlier launch kept, once; the session check waits for it. A token an older
 * build kept in localStorage moves to the secure store.
 */
export function loadBearerToken(): Promise<void> {
  if (!isNativePlatform()) return Promise.resolve();
  loaded ??= (async () => {
    const legacy = storage.get(STORAGE_KEYS.bearerToken);
    storage.remove(STORAGE_KEYS.bearerToken);
    let kept: string | null = null;
    try {
      kept = await withSecureStorage((store) => store.getItem(SECURE_KEY));
    } catch (error) {
      console.warn('The secure store could not be read', error);
    }
    // A sign-in that finished while the store was being read wins.
    token ??= kept ?? legacy ?? undefined;
    if (!kept && legacy) keepSecurely((store) => store.setItem(SECURE_KEY, legacy));
  })();
  return loaded;
}

export function getBearerToken(): string | undefined {
  return isNativePlatform() ? token : undefined;
}

/** Keeps the token a response handed out (`set-auth-token`), in the native app only. */
export function keepBearerToken(response: Response): void {
  const handedOut = response.headers.get('set-auth-token');
  if (!handedOut || !isNativePlatform() || handedOut === token) return;
  token = handedOut;
  keepSecurely((store) => store.setItem(SECURE_KEY, handedOut));
}

export function forgetBearerToken(): void {
  if (!isNativePlatform()) return;
  token = undefined;
  keepSecurely((store) => store.removeItem(SECURE_KEY));
}
