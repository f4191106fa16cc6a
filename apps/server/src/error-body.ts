import { codeForStatus, statusForCode, wireStatus, type ErrorBody, type ErrorCode } from '@tolk/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from './errors.ts';

/** The callable protocol's error body: the code under its canonical name (`NOT_FOUND`), as Firebase's SDKs read it. */
export function errorBody(code: ErrorCode, message: string, details?: unknown): ErrorBody {
  return { error: { status: wireStatus(code), message, ...(details === undefined ? {} : { details }) } };
}

/** The body of an AppError: its code, English message and `details: {reason, ...params}`. */
export const appErrorBody = (error: AppError): ErrorBody =>
  errorBody(error.code, error.message, error.details);

/** Zod issues as a readable sentence plus machine-readable details. */
export function validationError(error: ZodError): AppError {
  const issues = error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
    code: issue.code,
  }));
  const sentence = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
  return new AppError('invalid-argument', 'INVALID_DATA', { detail: sentence, issues });
}

/** Maps anything thrown by a handler to the error body callers see; unexpected errors hide their text. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return validationError(error);
  return new AppError('internal', 'INTERNAL');
}

/**
 * An error Fastify raised before a handler ran (a rate limit, a bad Content-Length) as the callable
 * error body: too many requests, or a malformed request for the other 4xx; undefined for the rest.
 */
export function requestRefusal(error: Error & { statusCode?: number }): AppError | undefined {
  const status = error.statusCode ?? 500;
  if (status === 429) return new AppError('resource-exhausted', 'TOO_MANY_REQUESTS');
  if (status >= 400 && status < 500) {
    const code = codeForStatus(status);
    // Statuses outside the table (411, 415...) are malformed requests.
    return new AppError(code === 'unknown' ? 'invalid-argument' : code, 'REQUEST_INVALID', {
      detail: error.message,
    });
  }
  return undefined;
}

export const wantsStream = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes('text/event-stream');

/**
 * Answers with the error, under its SPEC.md §8 HTTP status. A caller that asked for an event
 * stream gets the body as the stream's one event: Firebase's SDK reads a stream's events whatever
 * the status, so a plain JSON body would leave its `.stream()` waiting forever.
 */
export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  reply.status(statusForCode(error.code));
  if (!wantsStream(reply.request)) return reply.send(appErrorBody(error));
  return reply
    .type('text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .send(`data: ${JSON.stringify(appErrorBody(error))}\n\n`);
}
