/** What a URL that opened the native app asks for (SPEC.md §2, native link handling). */
export type AppLink = { kind: 'auth'; path: string } | { kind: 'payment'; url: string } | { kind: 'other' };

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

export function classifyAppLink(url: string): AppLink {
  if (url.includes('/auth/complete') || isEmailSignInLink(url)) {
    return { kind: 'auth', path: `/auth/complete?link=${encodeURIComponent(url)}` };
  }
  if (url.includes('stripe-redirect')) return { kind: 'payment', url };
  return { kind: 'other' };
}

/** The magic-link token of /auth/complete: `?token=` directly, or inside `?link=<whole link>`. */
export function extractSignInToken(search: URLSearchParams, storedLink?: string | null): string | null {
  const direct = search.get('token');
  if (direct) return direct;
  for (const link of [search.get('link'), storedLink]) {
    const token = link ? parse(link)?.searchParams.get('token') : null;
    if (token) return token;
  }
  return null;
}
