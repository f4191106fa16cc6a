import { wireStatus, type ErrorCode } from '@tolk/contract';
import { vi } from 'vitest';

export type Answer = { status: number; body: unknown };
export const ok = (result: unknown): Answer => ({ status: 200, body: { result } });
export const refused = (status: number, code: ErrorCode, message: string): Answer => ({
  status,
  body: { error: { status: wireStatus(code), message } },
});
export type Routes = Record<string, Answer | ((data: Record<string, unknown>) => Answer)>;

/** The API server at the HTTP boundary: each callable function answers from `routes`; calls are recorded. */
export function fakeServer(routes: Routes) {
  const calls: { name: string; data: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const name = /\/api\/fn\/(\w+)/.exec(String(url))?.[1] ?? '';
      const data = (JSON.parse(String(init.body)) as { data: Record<string, unknown> }).data;
      calls.push({ name, data });
      const route = routes[name];
      const answer = typeof route === 'function' ? route(data) : route;
      if (!answer) return new Response('{}', { status: 501 });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls, count: (name: string) => calls.filter((call) => call.name === name).length };
}
