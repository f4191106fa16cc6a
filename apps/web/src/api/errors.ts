import { CallableError } from '@tolk/client';
import { isReason, type Reason, type Translation } from '@tolk/contract';
import { i18n } from '../app/i18n/translator';

/** What a failure says about itself: its reason with params (when it has one) and the server's words. */
interface Described {
  reason?: string;
  params: Record<string, unknown>;
  message?: string;
  code?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads every shape a failure reaches the app in: a callable error (`details`), a better-auth
 * error (`{code, message, details}`), an error body (`{error: {message, details}}`, what tus
 * answers) and an analysis's quota verdict (`{message, details}`).
 */
function readFailure(error: unknown): Described {
  // A thrown Error of our own (not an answer of the server) says nothing the user should read.
  const fromServer =
    error instanceof CallableError ||
    (isObject(error) && (!(error instanceof Error) || 'code' in error || 'details' in error));
  if (!fromServer) return { params: {} };
  const source = error as Record<string, unknown>;
  const inner = isObject(source.error) ? source.error : source;
  // `details: {reason, ...params}`, read without zod (this module is on the first screen's path).
  const details = isObject(inner.details) && typeof inner.details.reason === 'string' ? inner.details : {};
  const { reason, ...params } = details as { reason?: string };
  const code = error instanceof CallableError ? error.code : source.code;
  return {
    reason: reason ?? (typeof code === 'string' ? code : undefined),
    params,
    message: typeof inner.message === 'string' ? inner.message.trim() : undefined,
    code: typeof code === 'string' ? code : undefined,
  };
}

/** A server's own words worth showing: not blank, not a bare code, status or transport failure. */
const meaningful = (message: string | undefined, code: string | undefined): message is string =>
  !!message &&
  message !== code &&
  !/^(\d{3}|error|bad request|unauthorized|internal server error|failed to fetch)$/i.test(message);

/** A reason's message in the UI language: SPEC.md §8's message of a failed operation, as a fallback. */
export const reasonText = (reason: Reason): string => i18n.t(`reasons.${reason}`);

/** The reason a failure gives, when it is one of the contract's (to act on it, not to show it). */
export function failureReason(error: unknown): Reason | undefined {
  const { reason } = readFailure(error);
  return isReason(reason) ? reason : undefined;
}

/**
 * The one way a failure becomes words on screen: the message of its reason from the UI
 * language's catalogue, with its params; the server's own message when the reason is unknown
 * to this app; otherwise `fallback` (the SPEC.md §8 message of what failed). A failure without
 * words of its own (INTERNAL, AUTH_FAILED) says the fallback too: it names what failed.
 */
export function errorMessage<F extends string | null>(error: unknown, fallback: F): string | F {
  const { reason, params, message, code } = readFailure(error);
  if (reason === 'INTERNAL' || reason === 'AUTH_FAILED') return fallback;
  if (isReason(reason) && i18n.exists(`reasons.${reason}`))
    return i18n.t(`reasons.${reason}`, { replace: params });
  return meaningful(message, code) ? message : fallback;
}

/** Why a translation failed, in the UI language when its stored reason says it; else `fallback`. */
export const translationFailure = (
  translation: Pick<Translation, 'error' | 'errorDetails'>,
  fallback: string,
): string =>
  errorMessage({ message: translation.error ?? undefined, details: translation.errorDetails }, fallback);

/**
 * The address to open Tolk at, when the server refused a sign-in because the page was opened at
 * another one (its UNTRUSTED_ORIGIN refusal); undefined for any other error.
 */
export function untrustedOriginUrl(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, url } = error as { code?: unknown; url?: unknown };
  return code === 'UNTRUSTED_ORIGIN' && typeof url === 'string' ? url : undefined;
}
