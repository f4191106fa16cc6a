// The error catalogue of SPEC.md §8.

/** HTTP status → callable error code, exactly the table of SPEC.md §8. */
export const STATUS_TO_CODE = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  409: 'aborted',
  429: 'resource-exhausted',
  499: 'cancelled',
  500: 'internal',
  501: 'unimplemented',
  503: 'unavailable',
  504: 'deadline-exceeded',
} as const;

export type ErrorCode = (typeof STATUS_TO_CODE)[keyof typeof STATUS_TO_CODE] | 'unknown';

export const ERROR_CODES: readonly ErrorCode[] = [...Object.values(STATUS_TO_CODE), 'unknown'];

export function codeForStatus(status: number): ErrorCode {
  return (STATUS_TO_CODE as Record<number, ErrorCode>)[status] ?? 'unknown';
}

export function statusForCode(code: ErrorCode): number {
  for (const [status, c] of Object.entries(STATUS_TO_CODE)) if (c === code) return Number(status);
  return 500;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/**
 * Each code's name on the wire: the canonical name of google.rpc.Code, which Firebase's callable
 * protocol puts in `error.status` (its SDKs refuse any other spelling). Codes stay lower-case in
 * the app; only bodies carry these (docs/decisions/0020-callable-errors-firebase-wire-names.md).
 */
export const WIRE_STATUS = {
  'invalid-argument': 'INVALID_ARGUMENT',
  unauthenticated: 'UNAUTHENTICATED',
  'permission-denied': 'PERMISSION_DENIED',
  'not-found': 'NOT_FOUND',
  aborted: 'ABORTED',
  'resource-exhausted': 'RESOURCE_EXHAUSTED',
  cancelled: 'CANCELLED',
  internal: 'INTERNAL',
  unimplemented: 'UNIMPLEMENTED',
  unavailable: 'UNAVAILABLE',
  'deadline-exceeded': 'DEADLINE_EXCEEDED',
  unknown: 'UNKNOWN',
} as const satisfies Record<ErrorCode, string>;

export type WireStatus = (typeof WIRE_STATUS)[ErrorCode];

export const wireStatus = (code: ErrorCode): WireStatus => WIRE_STATUS[code];

const CODE_OF_WIRE_STATUS = new Map<string, ErrorCode>(
  Object.entries(WIRE_STATUS).map(([code, name]) => [name, code as ErrorCode]),
);

/**
 * The code an error body's `status` names: a canonical name, or a lower-case code as servers
 * before the wire change sent it; undefined for anything else.
 */
export function codeForWireStatus(status: unknown): ErrorCode | undefined {
  if (isErrorCode(status)) return status;
  return typeof status === 'string' ? CODE_OF_WIRE_STATUS.get(status) : undefined;
}

/** Body of a failed callable function: `{error:{status,message,details?}}`, `status` canonical. */
export interface ErrorBody {
  error: { status: WireStatus; message: string; details?: unknown };
}

/** User-facing messages, word for word from SPEC.md. */
export const MESSAGES = {
  responseMissingData: 'Response is missing data field.',
  responseNotJson: 'Response is not valid JSON object.',
  authenticationRequired: 'Authentication required',
  magicLinkSent: 'Check your email for the magic link!',
  magicLinkFailed: 'Failed to send magic link',
  googleSignInFailed: 'Google sign-in failed',
  appleSignInFailed: 'Apple sign-in failed',
  signOutFailed: 'Sign out failed',
  authenticationFailed: 'Authentication failed',
  authInitTimeout: 'Auth initialization timeout after 10 seconds',
  quotaFetchTimeout: 'Quota fetch timeout',
  googleConfigError: 'Google Sign-In configuration error. SHA-1 fingerprint may be missing or incorrect.',
  googleNoAccount: 'No Google account found on device. Please add a Google account in Settings > Accounts.',
  googlePlayServices:
    'Google Play Services not available. Please ensure Google Play Services is installed and up to date.',
  signInCancelled: 'Sign-in was cancelled',
  signInNetworkError: 'Network error during sign-in',
  googleSignInFailedPrefix: 'Google Sign-In failed: ',
  googleUserUnavailable: 'Google Sign-In completed but Firebase user not available',
  appleUserUnavailable: 'Apple Sign-In completed but Firebase user not available',
  documentNameExists: 'A document with this name already exists',
  tooManyConcurrentUploads: 'Too many concurrent uploads. Please wait for current uploads to complete.',
  uploadLimitReached: 'Upload limit reached. Please try again later.',
  deleteTranslationFailed: 'Failed to delete translation',
  deleteOriginalFilesFailed: 'Failed to delete original files',
  duplicateDocumentFailed: 'Failed to duplicate document',
  duplicateDocumentsFailed: 'Failed to duplicate documents',
  duplicateFolderFailed: 'Failed to duplicate folder',
  retryTranslationFailed: 'Failed to retry translation',
  recursiveDeleteFolderFailed: 'Failed to delete folder recursively',
  moveDocumentsFailedPrefix: 'Failed to move documents: ',
  updateFilenameFailed: 'Failed to update filename',
  packageNotFound: 'Package not found',
  invalidSubscriptionPeriod: 'Invalid subscription period',
} as const;
