import type { IncomingHttpHeaders } from 'node:http';
import type { SessionUser } from '../callable.ts';
import type { Auth } from './auth.ts';

/** A request's session: who, and which session (web cookie or native bearer token). */
export interface CurrentSession {
  user: SessionUser;
  sessionId: string;
  expiresAt: Date;
}

/** The session of a request: session cookie (web) or `Authorization: Bearer` (native). */
export async function currentSession(
  auth: Auth,
  incoming: IncomingHttpHeaders,
): Promise<CurrentSession | null> {
  const headers = new Headers();
  for (const name of ['cookie', 'authorization'] as const) {
    const value = incoming[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  if (!headers.has('cookie') && !headers.has('authorization')) return null;
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const { id, email, name, image } = session.user;
  return {
    user: { id, email, name, image: image ?? null },
    sessionId: session.session.id,
    expiresAt: new Date(session.session.expiresAt),
  };
}
