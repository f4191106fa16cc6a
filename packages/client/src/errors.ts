import { codeForStatus, codeForWireStatus, MESSAGES, type ErrorCode } from '@tolk/contract';

export interface CallableErrorOptions {
  details?: unknown;
  httpStatus?: number;
  cause?: unknown;
}

/** The error every callable function rejects with; `code` is one of SPEC.md §8. */
export class CallableError extends Error {
  readonly code: ErrorCode;
  readonly details?: unknown;
  readonly httpStatus?: number;

  constructor(code: ErrorCode, message: string = code, options: CallableErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'CallableError';
    this.code = code;
    if (options.details !== undefined) this.details = options.details;
    if (options.httpStatus !== undefined) this.httpStatus = options.httpStatus;
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Builds the error for a failed response (SPEC.md §8): the code comes from the HTTP status unless
 * the body's `error.status` names a known code (its canonical name, `NOT_FOUND`, or the lower-case
 * code older servers sent), in which case that code and its message win. Otherwise the message is
 * the code's name. Also used for a stream's final `{error}` event, where the HTTP status is 200
 * and so maps to `unknown` unless the event names a code.
 */
export function errorFromBody(httpStatus: number, body: unknown): CallableError {
  const error = isPlainObject(body) ? body.error : undefined;
  const details = isPlainObject(error) ? error.details : undefined;
  const named = isPlainObject(error) ? codeForWireStatus(error.status) : undefined;
  if (isPlainObject(error) && named) {
    const message = typeof error.message === 'string' && error.message !== '' ? error.message : named;
    return new CallableError(named, message, { details, httpStatus });
  }
  const code = codeForStatus(httpStatus);
  return new CallableError(code, code, { details, httpStatus });
}

export function notJsonObjectError(httpStatus?: number): CallableError {
  return new CallableError('internal', MESSAGES.responseNotJson, { httpStatus });
}

export function missingDataError(httpStatus?: number): CallableError {
  return new CallableError('internal', MESSAGES.responseMissingData, { httpStatus });
}

/**
 * The server could not be reached, or the connection broke mid-answer. Mapped to `unavailable`
 * rather than `internal` (what Firebase's SDK reports): it tells the UI the call may succeed when
 * retried, which is the truth for an offline device or a restarting server.
 */
export function networkError(cause: unknown): CallableError {
  return new CallableError('unavailable', 'unavailable', { cause });
}
