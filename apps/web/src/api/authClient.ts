import { createAuthClient } from 'better-auth/react';
import { magicLinkClient } from 'better-auth/client/plugins';
import { isUiLocale, UI_LOCALE_HEADER } from '@tolk/contract';
import i18n from 'i18next';
import { absoluteApiUrl, isNativePlatform } from './config';
import { STORAGE_KEYS, storage } from './storage';

/**
 * better-auth at /api/auth. The web app uses the session cookie; the native app cannot, so it keeps
 * the bearer token the server's bearer plugin returns in `set-auth-token` and sends it back.
 */
export const authClient = createAuthClient({
  baseURL: absoluteApiUrl('/api/auth'),
  plugins: [magicLinkClient()],
  fetchOptions: {
    // Looked up per request (better-auth keeps the fetch it was created with), so tests can put a
    // fake server at the HTTP boundary after this module loaded.
    customFetchImpl: (input, init) => fetch(input, withUiLocale(init)),
    auth: { type: 'Bearer', token: () => getBearerToken() ?? '' },
    onSuccess: (context) => {
      const token = context.response.headers.get('set-auth-token');
      if (token && isNativePlatform()) storage.set(STORAGE_KEYS.bearerToken, token);
    },
  },
});

/**
 * Tells the server which language the app is showing, so an account created by this request
 * (sign-up, a first magic link, a first social sign-in) starts with it as its `locale`.
 */
function withUiLocale(init: RequestInit | undefined): RequestInit {
  const locale = i18n.language;
  if (!isUiLocale(locale)) return init ?? {};
  const headers = new Headers(init?.headers);
  headers.set(UI_LOCALE_HEADER, locale);
  return { ...init, headers };
}

export function getBearerToken(): string | undefined {
  if (!isNativePlatform()) return undefined;
  return storage.get(STORAGE_KEYS.bearerToken) ?? undefined;
}

export function forgetBearerToken(): void {
  storage.remove(STORAGE_KEYS.bearerToken);
}
