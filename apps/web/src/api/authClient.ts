import { createAuthClient } from 'better-auth/react';
import { magicLinkClient } from 'better-auth/client/plugins';
import { absoluteApiUrl } from './config';
import { getBearerToken, keepBearerToken } from './bearerToken';
import { withUiLocale } from './uiLocaleHeader';

/**
 * better-auth's client at /api/auth, for the auth actions (sign-in, sign-up, e-mail links, account
 * settings, sign-out). Who is signed in is asked by ./authStore with a plain request, so the first
 * screen does not load this client (issue 13): screens import it when the user acts.
 */
export const authClient = createAuthClient({
  baseURL: absoluteApiUrl('/api/auth'),
  plugins: [magicLinkClient()],
  fetchOptions: {
    // Looked up per request (better-auth keeps the fetch it was created with), so tests can put a
    // fake server at the HTTP boundary after this module loaded.
    customFetchImpl: (input, init) => fetch(input, withUiLocale(init)),
    auth: { type: 'Bearer', token: () => getBearerToken() ?? '' },
    onSuccess: (context) => keepBearerToken(context.response),
  },
});
