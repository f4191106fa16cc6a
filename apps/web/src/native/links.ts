/** What a URL that opened the native app asks for (SPEC.md §2, native link handling). */
export type AppLink =
  | { kind: 'auth'; path: string }
  | { kind: 'payment'; url: string }
  | { kind: 'shared'; path: string }
  | { kind: 'other' };

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** An e-mail sign-in link: our /auth/complete page or better-auth's verify endpoint, with a token. */
export function isEmailSignInLink(url: string): boolean {
  const parsed = parse(url);
  return Boolean(parsed?.searchParams.get('token'));
}

/**
 * The app path a link names: https://host/shared/x (App Link, Universal Link) and the custom
 * scheme's app.tolk://shared/x, where the first part is the URL's host.
 */
function appPathOf(parsed: URL): string {
  return parsed.protocol === 'https:' || parsed.protocol === 'http:'
    ? parsed.pathname
    : `/${parsed.host}${parsed.pathname}`;
}

const SHARED_PATH = /^\/shared\/([A-Za-z0-9_-]{1,128})\/?$/;

export function classifyAppLink(url: string): AppLink {
  if (url.includes('/auth/complete') || isEmailSignInLink(url)) {
    return { kind: 'auth', path: `/auth/complete?link=${encodeURIComponent(url)}` };
  }
  if (url.includes('stripe-redirect')) return { kind: 'payment', url };
  const parsed = parse(url);
  const shareId = parsed && SHARED_PATH.exec(appPathOf(parsed))?.[1];
  if (shareId) return { kind: 'shared', path: `/shared/${shareId}` };
  return { kind: 'other' };
}

/**
 * The e-mail link /auth/complete finishes: a magic-link sign-in (`?token=`), or the confirmation of
 * a new account's address (`?token=…&type=confirm`). Read from the page's own query, else from
 * the whole link in `?link=` or the link stored when it opened the native app.
 */
export interface SignInLink {
  token: string;
  kind: 'magic' | 'confirm';
}

const linkOf = (search: URLSearchParams): SignInLink | null => {
  const token = search.get('token');
  if (!token) return null;
  return { token, kind: search.get('type') === 'confirm' ? 'confirm' : 'magic' };
};

export function extractSignInLink(search: URLSearchParams, storedLink?: string | null): SignInLink | null {
  const direct = linkOf(search);
  if (direct) return direct;
  for (const link of [search.get('link'), storedLink]) {
    const parsed = link ? parse(link) : null;
    const found = parsed ? linkOf(parsed.searchParams) : null;
    if (found) return found;
  }
  return null;
}

/** The token of such a link, whatever its kind. */
export function extractSignInToken(search: URLSearchParams, storedLink?: string | null): string | null {
  return extractSignInLink(search, storedLink)?.token ?? null;
}
