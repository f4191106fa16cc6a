import { reasonMessage, type ErrorCode, type Reason, type ReasonDetails } from '@tolk/contract';
import type { EngineErrorCode } from '@tolk/engine';
import { AppError } from '../errors.ts';
import { redactSecrets } from '../redact.ts';

type EngineReason = Extract<Reason, `ENGINE_${string}`>;
type ProviderReason = Extract<Reason, `PROVIDER_${'UNAVAILABLE' | 'FAILED' | 'QUOTA_EXCEEDED'}`>;

/** The reason of each engine error code about the file; the engine's own English travels as its detail. */
const ENGINE_REASONS: Record<Exclude<EngineErrorCode, keyof typeof PROVIDER_REASONS>, EngineReason> = {
  'unsupported-format': 'ENGINE_UNSUPPORTED_FORMAT',
  'format-mismatch': 'ENGINE_FORMAT_MISMATCH',
  'corrupt-file': 'ENGINE_CORRUPT_FILE',
  'encrypted-file': 'ENGINE_ENCRYPTED_FILE',
  'too-large': 'ENGINE_TOO_LARGE',
  'over-budget': 'ENGINE_OVER_BUDGET',
  'unsupported-pair': 'ENGINE_UNSUPPORTED_PAIR',
  timeout: 'ENGINE_TIMEOUT',
};

/**
 * A translation service's failure says only what happened, in a message of our own: its words are
 * the service's (an HTTP client's "request to https://…?key=… failed", a server's error page) and
 * may hold the server's API key or endpoint. They go to the log (redacted), never to the user.
 */
const PROVIDER_REASONS = {
  'provider-unavailable': 'PROVIDER_UNAVAILABLE',
  'provider-error': 'PROVIDER_FAILED',
  'quota-exceeded': 'PROVIDER_QUOTA_EXCEEDED',
} as const satisfies Partial<Record<EngineErrorCode, ProviderReason>>;

/** Whether the engine error code is a translation service's failure (its words are not shown). */
export const isProviderFailure = (code: string | undefined): boolean =>
  code !== undefined && Object.hasOwn(PROVIDER_REASONS, code);

/** An engine failure (in this thread or the engine thread) as the caller's error with `code`. */
export function engineAppError(
  code: ErrorCode,
  error: { code?: string | undefined; message: string; budget?: string | undefined },
): AppError {
  // A budget refusal names the budget too, so the app and the logs can tell which one it was.
  if (error.code === 'over-budget')
    return new AppError(code, 'ENGINE_OVER_BUDGET', {
      detail: error.message,
      budget: error.budget ?? 'unknown',
    });
  const provider = (PROVIDER_REASONS as Record<string, ProviderReason | undefined>)[error.code ?? ''];
  if (provider) return new AppError(code, provider);
  const reason =
    (ENGINE_REASONS as Record<string, EngineReason | undefined>)[error.code ?? ''] ?? 'ENGINE_FAILED';
  // The engine's words about the file are shown; any credential a lower layer put in them is not.
  return new AppError(code, reason, { detail: redactSecrets(error.message) });
}

/** Reasons failures were stored with before provider failures lost their words (issue 32). */
const STORED_PROVIDER_REASONS: Record<string, ProviderReason | undefined> = {
  ENGINE_PROVIDER_UNAVAILABLE: 'PROVIDER_UNAVAILABLE',
  ENGINE_PROVIDER_ERROR: 'PROVIDER_FAILED',
  ENGINE_QUOTA_EXCEEDED: 'PROVIDER_QUOTA_EXCEEDED',
};

/**
 * A stored failure as users see it: one recorded with a provider's own words (older rows) says
 * the generic message instead, and any credential left in an engine's words is redacted.
 */
export function shownFailure(
  error: string | null,
  details: ReasonDetails | null,
): { error: string | null; errorDetails: ReasonDetails | null } {
  const provider = details ? STORED_PROVIDER_REASONS[details.reason] : undefined;
  if (provider) return { error: reasonMessage(provider), errorDetails: { reason: provider } };
  const detail = (details as { detail?: unknown } | null)?.detail;
  return {
    error: error === null ? null : redactSecrets(error),
    errorDetails:
      details && typeof detail === 'string'
        ? ({ ...details, detail: redactSecrets(detail) } as ReasonDetails)
        : details,
  };
}
