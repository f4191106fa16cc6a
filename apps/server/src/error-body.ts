import { statusForCode, type ErrorBody, type ErrorCode } from '@tolk/contract';
import type { FastifyReply } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from './errors.ts';

export function errorBody(code: ErrorCode, message: string, details?: unknown): ErrorBody {
  return { error: { status: code, message, ...(details === undefined ? {} : { details }) } };
}

/** Zod issues as a readable sentence plus machine-readable details. */
export function validationError(error: ZodError): AppError {
  const issues = error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
    code: issue.code,
  }));
  const sentence = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
  return new AppError('invalid-argument', `Invalid data: ${sentence}`, { issues });
}

/** Maps anything thrown by a handler to the error body callers see; unexpected errors hide their text. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return validationError(error);
  return new AppError('internal', 'Internal error');
}

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  return reply.status(statusForCode(error.code)).send(errorBody(error.code, error.message, error.details));
}
