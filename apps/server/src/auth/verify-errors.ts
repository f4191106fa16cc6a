/**
 * better-auth answers a failed magic-link verification with a redirect to `/?error=...`. The
 * web and native apps verify with fetch (no callbackURL), where a redirect to the home page
 * is meaningless, so such a failure becomes a JSON 401 the app can show instead.
 */
const MESSAGES: Record<string, string> = {
  INVALID_TOKEN: 'This sign-in link is invalid, has expired or was already used. Ask for a new one.',
};

export function jsonVerifyFailure(request: Request, response: Response): Response | null {
  const url = new URL(request.url);
  if (!url.pathname.endsWith('/magic-link/verify')) return null;
  if (url.searchParams.has('callbackURL') || url.searchParams.has('errorCallbackURL')) return null;
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) return null;
  const code = new URL(location, url).searchParams.get('error');
  if (!code) return null;
  const message = MESSAGES[code] ?? 'Sign-in link could not be verified.';
  return Response.json({ code, message }, { status: 401 });
}
