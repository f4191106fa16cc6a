import { errorMessage } from '../../api/errors';
import { i18n } from '../../app/i18n/translator';

/**
 * What a failed sign-in request says, in the UI language: the server's reason (wrong password,
 * rate limit, ...), 'Network error during sign-in' when the server was never reached (fetch
 * rejects with a TypeError, better-auth's client lets it through), else `fallback`.
 */
export function signInFailure(error: unknown, fallback: string): string {
  if (error instanceof TypeError) return i18n.t('welcome.networkError');
  return errorMessage(error, fallback);
}
