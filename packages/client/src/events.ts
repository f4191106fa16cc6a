import { codeForStatus } from '@tolk/contract';
import { CallableError, networkError } from './errors.ts';
import { createSseParser, pumpSse } from './sse.ts';
import { apiUrl, resolveToken, type FetchCredentials, type TokenGetter } from './transport.ts';

export interface SubscribeEventsOptions {
  /** '' (the default) = same origin. */
  baseUrl?: string;
  /** Asked again before each (re)connection, so a refreshed token is picked up. */
  getAuthToken?: TokenGetter;
  /** One call per event: its `event:` name ('message' if none) and its data, JSON-parsed when it is JSON. */
  onEvent: (type: string, data: unknown) => void;
  /** Each failed or dropped connection; reconnection follows regardless. */
  onError?: (error: unknown) => void;
  fetch?: typeof fetch;
  /** Default 'include', so the web session cookie goes along. */
  credentials?: FetchCredentials;
  /** First reconnection delay, doubled after each failure up to maxReconnectDelayMs. Default 1 s. */
  reconnectDelayMs?: number;
  /** Default 30 s. */
  maxReconnectDelayMs?: number;
}

function parseData(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/**
 * Follows `GET /api/events` (SSE) over fetch rather than EventSource, because EventSource cannot
 * send the native app's bearer token. Reconnects with exponential backoff (with jitter, so many
 * clients do not return at the same instant after a server restart) and resumes with
 * Last-Event-ID. Returns the unsubscribe function, which closes the connection and stops retrying.
 */
export function subscribeEvents(options: SubscribeEventsOptions): () => void {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const initialDelay = options.reconnectDelayMs ?? 1000;
  const maxDelay = options.maxReconnectDelayMs ?? 30_000;
  let stopped = false;
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let lastEventId = '';
  let serverRetryMs: number | undefined;

  const report = (error: unknown): void => {
    if (!stopped) options.onError?.(error);
  };

  async function connect(): Promise<void> {
    controller = new AbortController();
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    const token = await resolveToken(options.getAuthToken);
    if (token) headers.Authorization = `Bearer ${token}`;
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    if (stopped) return;
    let response: Response;
    try {
      response = await doFetch(apiUrl(options.baseUrl ?? '', '/api/events'), {
        headers,
        credentials: options.credentials ?? 'include',
        signal: controller.signal,
      });
    } catch (error) {
      throw networkError(error);
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      const code = codeForStatus(response.status);
      throw new CallableError(code, code, { httpStatus: response.status });
    }
    failures = 0;
    const parser = createSseParser((event) => {
      lastEventId = event.lastEventId;
      if (!stopped) options.onEvent(event.type, parseData(event.data));
    });
    try {
      await pumpSse(response.body, parser, () => stopped);
    } finally {
      serverRetryMs = parser.retryMs ?? serverRetryMs;
    }
    throw networkError(new Error('The event stream ended.'));
  }

  function scheduleReconnect(): void {
    if (stopped) return;
    const base = Math.min((serverRetryMs ?? initialDelay) * 2 ** failures, maxDelay);
    failures += 1;
    timer = setTimeout(run, base * (0.8 + Math.random() * 0.4));
  }

  function run(): void {
    connect().then(
      () => scheduleReconnect(),
      (error: unknown) => {
        report(error);
        scheduleReconnect();
      },
    );
  }

  run();
  return () => {
    stopped = true;
    clearTimeout(timer);
    controller?.abort();
  };
}
