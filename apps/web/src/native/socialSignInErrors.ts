import { MESSAGES } from '@tolk/contract';

export type SocialProvider = 'google' | 'apple';

/** A native sign-in that did not finish; `message` is the one to show (SPEC.md §8). */
export class SocialSignInError extends Error {
  readonly provider: SocialProvider;
  /** The user closed the provider's sheet: worth telling, but not an error. */
  readonly cancelled: boolean;

  constructor(provider: SocialProvider, message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'SocialSignInError';
    this.provider = provider;
    this.cancelled = message === MESSAGES.signInCancelled;
  }
}

const textOf = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : '';

const codeOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

// What the plugin's rejections say, per cause. Android: Credential Manager (GoogleProvider.java),
// whose "[28444] Developer console is not set up correctly" is a package/SHA-1 not registered for
// the client, NoCredentialException "No credentials available" is a phone without a Google
// account. iOS: GIDSignIn's "The user canceled the sign-in flow." (-5), ASAuthorizationError 1001
// for Apple's sheet, NSURLErrorDomain for the network.
const CANCELLED = /cancel|\b1001\b|\(-5\)/i;
const CONFIGURATION =
  /28444|developer console|developer_error|not configured for this installed build|sha-?1/i;
const NO_ACCOUNT = /no credentials available|nocredential|no google account|no account/i;
const PLAY_SERVICES =
  /play services|googleplayservices|service_missing|service_version_update_required|service_disabled|service_invalid/i;
const NETWORK = /network|offline|internet connection|timed out|nsurlerrordomain|unable to resolve host/i;
const PLUGIN_PREFIX = /^google sign-in failed:\s*/i;

/** SPEC.md §8's message for a rejection of the provider's sheet. */
export function socialSignInMessage(provider: SocialProvider, error: unknown): string {
  const text = textOf(error);
  if (codeOf(error) === 'USER_CANCELLED' || CANCELLED.test(text)) return MESSAGES.signInCancelled;
  if (NETWORK.test(text)) return MESSAGES.signInNetworkError;
  if (provider === 'apple') return MESSAGES.appleSignInFailed;
  if (CONFIGURATION.test(text)) return MESSAGES.googleConfigError;
  if (NO_ACCOUNT.test(text)) return MESSAGES.googleNoAccount;
  if (PLAY_SERVICES.test(text)) return MESSAGES.googlePlayServices;
  const reason = text.replace(PLUGIN_PREFIX, '').trim();
  return reason ? `${MESSAGES.googleSignInFailedPrefix}${reason}` : MESSAGES.googleSignInFailed;
}
