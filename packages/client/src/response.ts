import {
  errorFromBody,
  isPlainObject,
  missingDataError,
  networkError,
  notJsonObjectError,
} from './errors.ts';
import { createSseParser, pumpSse } from './sse.ts';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** SPEC.md §7: the output is in `result`, or in `data` for servers that answer that way. */
function resultOf(body: Record<string, unknown>): { found: boolean; value?: unknown } {
  if ('result' in body) return { found: true, value: body.result };
  if ('data' in body) return { found: true, value: body.data };
  return { found: false };
}

/** Reads a plain JSON answer: the output on 2xx, otherwise the mapped CallableError is thrown. */
export async function readJsonResponse(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw networkError(error);
  }
  const body = parseJson(text);
  if (!response.ok) throw errorFromBody(response.status, body);
  if (!isPlainObject(body)) throw notJsonObjectError(response.status);
  const result = resultOf(body);
  if (!result.found) throw missingDataError(response.status);
  return result.value;
}

/**
 * Reads an event-stream answer: `{message}` events go to onMessage, and the first `{result}`
 * (or `{data}`) or `{error}` event settles the call. A stream that ends without either is a
 * response missing its data field, or on a refusal (non-2xx) the error of its HTTP status.
 */
export async function readStreamResponse(
  response: Response,
  onMessage: ((message: unknown) => void) | undefined,
): Promise<unknown> {
  const unsettled = () =>
    response.ok ? missingDataError(response.status) : errorFromBody(response.status, undefined);
  if (!response.body) throw unsettled();
  let outcome: { result: unknown } | { error: Error } | undefined;
  const parser = createSseParser((event) => {
    if (outcome) return;
    const body = parseJson(event.data);
    if (!isPlainObject(body)) {
      outcome = { error: notJsonObjectError(response.status) };
    } else if ('error' in body) {
      outcome = { error: errorFromBody(response.status, body) };
    } else if ('message' in body) {
      try {
        onMessage?.(body.message);
      } catch (error) {
        // The caller's own handler failed: stop, and let the caller see its own error unchanged.
        outcome = { error: error instanceof Error ? error : new Error(String(error)) };
      }
    } else {
      const result = resultOf(body);
      if (result.found) outcome = { result: result.value };
    }
  });
  try {
    await pumpSse(response.body, parser, () => outcome !== undefined);
  } catch (error) {
    throw networkError(error);
  }
  if (!outcome) throw unsettled();
  if ('error' in outcome) throw outcome.error;
  return outcome.result;
}

export function isEventStream(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/event-stream');
}
