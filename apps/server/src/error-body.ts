import { codeForStatus, statusForCode, type ErrorBody, type ErrorCode } from '@tolk/contract';
import type { FastifyReply } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from './errors.ts';

export function errorBody(code: ErrorCode, message: string, details?: unknown): ErrorBody {
  return { error: { status: code, message, ...(details === undefined ? {} : { details }) } };
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

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  return reply.status(statusForCode(error.code)).send(appErrorBody(error));
}
