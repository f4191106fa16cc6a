import { authRefusal } from './refusals.ts';

/**
 * better-auth answers a failed magic-link verification with a redirect to `/?error=...`. The
 * web and native apps verify with fetch (no callbackURL), where a redirect to the home page
 * is meaningless, so such a failure becomes a JSON 401 the app can show instead.
 */

export function jsonVerifyFailure(request: Request, response: Response): Response | null {
  const url = new URL(request.url);
  if (!url.pathname.endsWith('/magic-link/verify')) return null;
  if (url.searchParams.has('callbackURL') || url.searchParams.has('errorCallbackURL')) return null;
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) return null;
  const code = new URL(location, url).searchParams.get('error');
  if (!code) return null;
  const reason = code === 'INVALID_TOKEN' ? 'SIGN_IN_LINK_INVALID' : 'SIGN_IN_LINK_FAILED';
  return Response.json(authRefusal(code, reason), { status: 401 });
}
