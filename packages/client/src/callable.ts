import {
  CLOUD_FUNCTION_TIMEOUT_MS,
  type FunctionInput,
  type FunctionName,
  type FunctionOutput,
} from '@tolk/contract';
import { createDeadline } from './deadline.ts';
import { CallableError, networkError } from './errors.ts';
import { isEventStream, readJsonResponse, readStreamResponse } from './response.ts';
import { apiUrl, tokenHeaders, type FetchCredentials, type TokenGetter } from './transport.ts';

export interface CallableClientOptions {
  /** '' (the default) = same origin, as the web app served by the API server uses. */
  baseUrl?: string;
  /** Sent as `Authorization: Bearer <token>` (native app); omitted when it gives no token. */
  getAuthToken?: TokenGetter;
  /** Sent as `X-Messaging-Token` when present. */
  getMessagingToken?: TokenGetter;
  /** Sent as `X-App-Check` when present. */
  getAppCheckToken?: TokenGetter;
  /** Default 'include', so the web session cookie goes along. */
  credentials?: FetchCredentials;
  /** Whole-call limit in ms, default CLOUD_FUNCTION_TIMEOUT_MS (70 s); Infinity = none. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /**
   * Check each typed call's output against its contract schema (off by default). The server
   * already validates what it sends, so production skips the cost; the web app turns this on in
   * development to catch contract drift early. A mismatch rejects with `internal`; a match returns
   * the output exactly as sent (the schema's transforms and defaults are not applied).
   */
  validateOutput?: boolean;
}

export interface CallOptions {
  /** Overrides the client's timeoutMs for this call. */
  timeoutMs?: number;
  /** Aborting it rejects the call with `cancelled`. */
  signal?: AbortSignal;
}

export interface StreamOptions<T = unknown> extends CallOptions {
  /** Each progress `{message}` event of the stream, in order. */
  onMessage?: (message: T) => void;
}

export interface CallableClient {
  call<N extends FunctionName>(
    name: N,
    data: FunctionInput<N>,
    options?: CallOptions,
  ): Promise<FunctionOutput<N>>;
  stream<N extends FunctionName>(
    name: N,
    data: FunctionInput<N>,
    options?: StreamOptions,
  ): Promise<FunctionOutput<N>>;
  callUntyped(name: string, data: unknown, options?: CallOptions): Promise<unknown>;
}

export function createCallableClient(options: CallableClientOptions = {}): CallableClient {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function invoke(name: string, data: unknown, callOptions: StreamOptions, streaming: boolean) {
    const deadline = createDeadline(
      callOptions.timeoutMs ?? options.timeoutMs ?? CLOUD_FUNCTION_TIMEOUT_MS,
      callOptions.signal,
    );
    return deadline.run(async (signal) => {
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        Accept: streaming ? 'text/event-stream' : 'application/json',
        ...(await tokenHeaders(options)),
      };
      let response: Response;
      try {
        response = await doFetch(apiUrl(baseUrl, `/api/fn/${encodeURIComponent(name)}`), {
          method: 'POST',
          headers,
          body: JSON.stringify({ data: data ?? null }),
          credentials: options.credentials ?? 'include',
          signal,
        });
      } catch (error) {
        throw networkError(error);
      }
      // A refusal before the stream comes as its one event, under its HTTP status; older servers
      // answered it as plain JSON, read as call() reads it.
      if (streaming && isEventStream(response)) {
        return readStreamResponse(response, callOptions.onMessage);
      }
      return readJsonResponse(response);
    });
  }

  async function checkOutput(name: FunctionName, output: unknown): Promise<void> {
    if (!options.validateOutput) return;
    // Loaded only when asked for: a web app that does not validate ships no schemas at start-up.
    const { FUNCTIONS } = await import('@tolk/contract/functions');
    const parsed = FUNCTIONS[name].output.safeParse(output);
    if (!parsed.success) {
      throw new CallableError('internal', `Response of ${name} does not match its contract.`, {
        details: parsed.error.issues,
      });
    }
  }

  return {
    async call(name, data, callOptions = {}) {
      const output = await invoke(name, data, callOptions, false);
      await checkOutput(name, output);
      return output as FunctionOutput<typeof name>;
    },
    async stream(name, data, streamOptions = {}) {
      const output = await invoke(name, data, streamOptions, true);
      await checkOutput(name, output);
      return output as FunctionOutput<typeof name>;
    },
    callUntyped(name, data, callOptions = {}) {
      return invoke(name, data, callOptions, false);
    },
  };
}
