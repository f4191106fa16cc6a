import type { ErrorCode } from '@tolk/contract';

/** A failure a caller should see: a SPEC.md §8 code and a user-facing message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
}
