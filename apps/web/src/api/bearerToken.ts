import { isNativePlatform } from './config';
import { STORAGE_KEYS, storage } from './storage';

// The native app cannot use the session cookie: it keeps the bearer token the server's bearer
// plugin returns in `set-auth-token` and sends it back. The web app has none.

export function getBearerToken(): string | undefined {
  if (!isNativePlatform()) return undefined;
  return storage.get(STORAGE_KEYS.bearerToken) ?? undefined;
}

/** Keeps the token a response handed out (`set-auth-token`), in the native app only. */
export function keepBearerToken(response: Response): void {
  const token = response.headers.get('set-auth-token');
  if (token && isNativePlatform()) storage.set(STORAGE_KEYS.bearerToken, token);
}

export function forgetBearerToken(): void {
  storage.remove(STORAGE_KEYS.bearerToken);
}
