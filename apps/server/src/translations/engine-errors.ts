import type { ErrorCode, Reason } from '@tolk/contract';
import type { EngineErrorCode } from '@tolk/engine';
import { AppError } from '../errors.ts';

type EngineReason = Extract<Reason, `ENGINE_${string}`>;

/** The reason of each engine error code; the engine's own English words travel as its detail. */
const ENGINE_REASONS: Record<EngineErrorCode, EngineReason> = {
  'unsupported-format': 'ENGINE_UNSUPPORTED_FORMAT',
  'format-mismatch': 'ENGINE_FORMAT_MISMATCH',
  'corrupt-file': 'ENGINE_CORRUPT_FILE',
  'encrypted-file': 'ENGINE_ENCRYPTED_FILE',
  'too-large': 'ENGINE_TOO_LARGE',
  'unsupported-pair': 'ENGINE_UNSUPPORTED_PAIR',
  'provider-unavailable': 'ENGINE_PROVIDER_UNAVAILABLE',
  'provider-error': 'ENGINE_PROVIDER_ERROR',
  'quota-exceeded': 'ENGINE_QUOTA_EXCEEDED',
  timeout: 'ENGINE_TIMEOUT',
};

/** An engine failure (in this thread or the engine thread) as the caller's error with `code`. */
export function engineAppError(
  code: ErrorCode,
  error: { code?: string | undefined; message: string },
): AppError {
  const reason =
    (ENGINE_REASONS as Record<string, EngineReason | undefined>)[error.code ?? ''] ?? 'ENGINE_FAILED';
  return new AppError(code, reason, { detail: error.message });
}
