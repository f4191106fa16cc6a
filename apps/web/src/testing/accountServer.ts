import { vi } from 'vitest';
import { DEFAULT_PREFERENCES, type UserDocument } from '@tolk/contract';
import { LOCAL_ONLY_HEALTH } from './fixtures';

type Answer = { status: number; body: unknown; headers?: Record<string, string> };
export type AccountRoutes = Record<string, Answer | ((data: Record<string, unknown>) => Answer)>;

export const answer = (body: unknown, status = 200, headers?: Record<string, string>): Answer => ({
  status,
  body,
  ...(headers && { headers }),
});

/** better-auth's get-session answer for a signed-in user, or for nobody. */
export const signedInAs = (user: { id: string } | null) =>
  answer(user && { user, session: { userId: user.id } });

/** Ada's user document, as getProfile answers it. */
export function adaProfile(overrides: Partial<UserDocument> = {}): UserDocument {
  return {
    userId: 'u1',
    uid: 'u1',
    email: 'ada@example.com',
    displayName: 'Ada Lovelace',
    photoURL: null,
    provider: 'password',
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    lastActiveAt: '2026-11-20T10:00:00.000Z',
    pagesUsed: 1,
    freePageLimit: 5,
    monthStart: '2026-11-01T00:00:00.000Z',
    storageUsed: 1024,
    storageQuota: 50 * 1024 * 1024,
    uploadCount: 1,
    imageTranslationsUsed: 0,
    imageTranslationsQuota: 10,
    premium: false,
    preferences: { ...DEFAULT_PREFERENCES, translationProvider: 'local' },
    ...overrides,
  };
}

/**
 * The API server at the HTTP boundary for the account screens: callables under `fn:<name>`
 * (answered `{result}`), better-auth under `auth:<path>` (answered as is), /api/health. Every
 * request is recorded with its JSON body.
 */
export function fakeAccountServer(routes: AccountRoutes) {
  const calls: { route: string; data: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const raw = input instanceof Request ? await input.text() : init?.body ? String(init.body) : '';
      const parsed = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      const fn = /^\/api\/fn\/(\w+)/.exec(url.pathname)?.[1];
      const route = fn
        ? `fn:${fn}`
        : url.pathname === '/api/health'
          ? 'health'
          : `auth:${url.pathname.replace('/api/auth/', '')}`;
      const data = (fn ? parsed.data : parsed) as Record<string, unknown>;
      calls.push({ route, data });
      const handler = route === 'health' ? answer(LOCAL_ONLY_HEALTH) : routes[route];
      const reply = typeof handler === 'function' ? handler(data) : handler;
      if (!reply) return new Response('{}', { status: 501 });
      const body = fn && reply.status === 200 ? { result: reply.body } : reply.body;
      return new Response(JSON.stringify(body), {
        status: reply.status,
        headers: { 'content-type': 'application/json', ...reply.headers },
      });
    }),
  );
  return { calls, to: (route: string) => calls.filter((call) => call.route === route) };
}
