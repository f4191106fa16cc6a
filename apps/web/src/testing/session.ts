import { refreshSession, type SessionUser } from '../api/authStore';
import { SESSION_CHECK_URL } from '../api/sessionCheck';

export const ADA: SessionUser = { id: 'u1', email: 'ada@example.com', name: 'Ada' };

/**
 * Signs the app in (or out) the way the server would: the session check answers `user`, and the
 * real auth store takes it. Whatever fetch a test installed stays for every other request.
 */
export async function sessionAs(user: SessionUser | null): Promise<void> {
  const fetchBefore = globalThis.fetch;
  globalThis.fetch = async (input, init) =>
    String(input).endsWith(SESSION_CHECK_URL)
      ? new Response(JSON.stringify(user ? { user, session: { userId: user.id } } : null), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        })
      : fetchBefore(input, init);
  try {
    await refreshSession();
  } finally {
    globalThis.fetch = fetchBefore;
  }
}
