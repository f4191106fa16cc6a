import { CallableError } from '@tolk/client';

/**
 * The message to show for a failed call: the server's own message when it says something (a
 * validation error, a quota message), otherwise the given fallback from SPEC.md §8.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof CallableError)
    return error.message && error.message !== error.code ? error.message : fallback;
  return fallback;
}

/** better-auth answers `{error:{message,code,status}}`; its message is meaningful unless blank or a bare status. */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null) return fallback;
  const message = (error as { message?: unknown }).message;
  if (typeof message !== 'string') return fallback;
  const trimmed = message.trim();
  if (
    trimmed === '' ||
    /^(\d{3}|error|bad request|unauthorized|internal server error|failed to fetch)$/i.test(trimmed)
  )
    return fallback;
  return trimmed;
}

/**
 * The address to open Tolk at, when the server refused a sign-in because the page was opened at
 * another one (its UNTRUSTED_ORIGIN refusal); undefined for any other error.
 */
export function untrustedOriginUrl(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, url } = error as { code?: unknown; url?: unknown };
  return code === 'UNTRUSTED_ORIGIN' && typeof url === 'string' ? url : undefined;
}
