import { expect } from 'vitest';

export interface ServerEvent {
  event: string;
  data: unknown;
}

export type StreamAuth = { cookie: string } | { bearer: string };

export const authHeaders = (auth: StreamAuth): Record<string, string> =>
  'cookie' in auth ? { cookie: auth.cookie } : { authorization: `Bearer ${auth.bearer}` };

export interface EventStream {
  /** The next event (comments skipped); rejects with 'event stream ended' once the server closed it. */
  next(): Promise<ServerEvent>;
  /** Every event up to the end of the stream; rejects if it has not ended within the test. */
  rest(): Promise<ServerEvent[]>;
  /** Leaves: aborts the request. */
  close(): void;
}

/** Opens GET /api/events over real HTTP (expecting 200) and reads its events as they arrive. */
export async function openStream(baseUrl: string, auth: StreamAuth): Promise<EventStream> {
  const aborter = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: authHeaders(auth),
    signal: aborter.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  async function next(): Promise<ServerEvent> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n').filter((l) => !l.startsWith(':'));
        if (lines.length === 0) continue; // comments: connected, keep-alive
        const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
        const data = lines.find((l) => l.startsWith('data: '))?.slice(6) ?? 'null';
        return { event, data: JSON.parse(data) };
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('event stream ended');
      buffer += value;
    }
  }
  return {
    next,
    async rest() {
      const events: ServerEvent[] = [];
      for (;;) {
        try {
          events.push(await next());
        } catch (error) {
          if ((error as Error).message === 'event stream ended') return events;
          throw error;
        }
      }
    },
    close: () => aborter.abort(),
  };
}

/** Status and body of a GET /api/events that is not expected to stream (the request is then dropped). */
export async function refusedStream(
  baseUrl: string,
  auth: StreamAuth,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${baseUrl}/api/events`, { headers: authHeaders(auth) });
  if (response.status === 200) {
    await response.body?.cancel();
    return { status: 200, body: null };
  }
  return { status: response.status, body: await response.json() };
}
