/** A token source: may be sync or async; null, undefined or '' means "no token". */
export type TokenGetter = () => string | null | undefined | Promise<string | null | undefined>;

/**
 * Resolves a token getter without letting it fail the call: a getter that throws is treated as
 * "no token", and the server then answers `unauthenticated` where a token was required.
 */
export async function resolveToken(getter: TokenGetter | undefined): Promise<string | undefined> {
  if (!getter) return undefined;
  try {
    const token = await getter();
    return token ? token : undefined;
  } catch {
    return undefined;
  }
}

export interface TokenGetters {
  getAuthToken?: TokenGetter | undefined;
  getMessagingToken?: TokenGetter | undefined;
  getAppCheckToken?: TokenGetter | undefined;
}

/** Authorization, X-Messaging-Token and X-App-Check headers for whichever tokens exist. */
export async function tokenHeaders(getters: TokenGetters): Promise<Record<string, string>> {
  const [auth, messaging, appCheck] = await Promise.all([
    resolveToken(getters.getAuthToken),
    resolveToken(getters.getMessagingToken),
    resolveToken(getters.getAppCheckToken),
  ]);
  const headers: Record<string, string> = {};
  if (auth) headers.Authorization = `Bearer ${auth}`;
  if (messaging) headers['X-Messaging-Token'] = messaging;
  if (appCheck) headers['X-App-Check'] = appCheck;
  return headers;
}

/** `''` (same origin) or an absolute base such as `https://api.example.com/`. */
export function apiUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

/** fetch's credentials mode, spelled out so the client also typechecks without the DOM library. */
export type FetchCredentials = 'include' | 'omit' | 'same-origin';
