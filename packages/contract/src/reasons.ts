import { MESSAGES } from './errors.ts';

// Why a call failed, beside its English message: every error body carries `details: {reason,
// ...params}` with one of these reasons, and the web app shows the reason's message from its own
// catalogue (`reasons.<REASON>`) in the UI language. The English here is the en-US catalogue's,
// word for word, with {{param}} where a param goes (SPEC.md strings kept exactly).

// Plain data, no zod: the web app loads this module before its first screen shows (issue 13).
/** The kinds of value a param takes, and their types; a kind ending in `?` may be left out. */
interface ParamTypes {
  number: number;
  string: string;
  'string?': string;
  'strings?': string[];
  issues: { path: string; message: string; code: string }[];
}
type ParamKind = keyof ParamTypes;
type Optional<S> = { [K in keyof S]: S[K] extends `${string}?` ? K : never }[keyof S];
/** The params' types (one reason's, or any of several reasons' when S is a union). */
type ParamsOf<S> =
  S extends Record<string, ParamKind>
    ? { [K in Exclude<keyof S, Optional<S>>]: ParamTypes[S[K]] } & { [K in Optional<S>]?: ParamTypes[S[K]] }
    : never;

/** A reason's English message and the kinds of the params it is given (all sent in `details`). */
const reason = <const S extends Record<string, ParamKind> = Record<never, never>>(
  message: string,
  params?: S,
) => ({
  message,
  params: params ?? ({} as S),
});

const num = 'number' as const;
const str = 'string' as const;
/** What a lower layer (the translation engine, a malformed request) said, shown as it is in English. */
const detail = { detail: str } as const;

export const REASONS = {
  // Anything unexpected: the caller shows its own SPEC.md §8 message for the operation.
  INTERNAL: reason('Internal error'),
  /** A request only another client than the app can make (bad JSON, headers, URL, webhook). */
  REQUEST_INVALID: reason('{{detail}}', detail),
  INVALID_DATA: reason('Invalid data: {{detail}}', {
    ...detail,
    issues: 'issues',
  }),
  REQUEST_TOO_LARGE: reason('The request is larger than {{megabytes}} MB', { megabytes: num }),
  TOO_MANY_REQUESTS: reason('Too many requests. Please try again later.'),
  FUNCTION_NOT_FOUND: reason("Function '{{name}}' not found", { name: str }),
  FUNCTION_NOT_IMPLEMENTED: reason("Function '{{name}}' is not implemented yet", { name: str }),
  API_ROUTE_NOT_FOUND: reason('No API route {{method}} {{url}}', { method: str, url: str }),
  CROSS_SITE_ORIGIN: reason('Cross-site request refused: origin {{origin}} may not change data here', {
    origin: str,
  }),
  CROSS_SITE_FETCH: reason('Cross-site request refused: a {{site}} request may not change data here', {
    site: str,
  }),
  SERVICE_NOT_CONFIGURED: reason('{{service}} is not configured on this server', { service: str }),

  // Signing in (better-auth's codes keep their names and English).
  AUTHENTICATION_REQUIRED: reason(MESSAGES.authenticationRequired),
  AUTH_FAILED: reason(MESSAGES.authenticationFailed, { code: 'string?' }),
  INVALID_EMAIL_OR_PASSWORD: reason('Invalid email or password'),
  INVALID_EMAIL: reason('Invalid email'),
  INVALID_PASSWORD: reason('Invalid password'),
  PASSWORD_TOO_SHORT: reason('Password too short'),
  PASSWORD_TOO_COMMON: reason('This password is too easy to guess. Choose another one.'),
  PASSWORD_TOO_LONG: reason('Password too long'),
  NAME_TOO_LONG: reason('The name is too long: at most {{max}} characters.', { max: num }),
  USER_ALREADY_EXISTS: reason('User already exists.'),
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: reason('User already exists. Use another email.'),
  EMAIL_NOT_VERIFIED: reason('Email not verified'),
  INVALID_TOKEN: reason('Invalid token'),
  TOKEN_EXPIRED: reason('Token expired'),
  SESSION_EXPIRED: reason('Session expired. Re-authenticate to perform this action.'),
  CREDENTIAL_ACCOUNT_NOT_FOUND: reason('Credential account not found'),
  FAILED_TO_UNLINK_LAST_ACCOUNT: reason("You can't unlink your last account"),
  INVALID_ORIGIN: reason('Invalid origin'),
  UNTRUSTED_ORIGIN: reason('Open Tolk at {{url}} to sign in', { url: str }),
  SIGN_IN_PAUSED_SECONDS: reason(
    'Too many failed sign-in attempts for this e-mail address. Try again in {{seconds}} seconds, or sign in with a link sent by e-mail.',
    { seconds: num },
  ),
  SIGN_IN_PAUSED_MINUTES: reason(
    'Too many failed sign-in attempts for this e-mail address. Try again in {{minutes}} minutes, or sign in with a link sent by e-mail.',
    { minutes: num },
  ),
  TOO_MANY_MAILS: reason(
    'Too many e-mails have been sent to this address. Try again in {{minutes}} minutes.',
    { minutes: num },
  ),
  SIGN_IN_LINK_INVALID: reason(
    'This sign-in link is invalid, has expired or was already used. Ask for a new one.',
  ),
  SIGN_IN_LINK_FAILED: reason('Sign-in link could not be verified.'),
  TOO_MANY_EVENT_STREAMS: reason(
    'Too many live-update connections: at most {{limit}} at once. Close another tab or device and try again.',
    { limit: num },
  ),

  // The account.
  USER_NOT_FOUND: reason('User not found'),
  CONFIRM_MISMATCH: reason('Type the e-mail address of your account exactly to confirm.'),
  DELETE_ACCOUNT_FAILED: reason('Failed to delete account. Please try again: it continues where it stopped.'),
  PASSWORD_ALREADY_SET: reason('This account already has a password. Change it instead.'),
  ACCOUNT_EXPORT_FAILED: reason('Your data export could not be made. Please try again.'),
  ACCOUNT_EXPORT_TOO_LARGE: reason(
    'Your account holds more than one ZIP file can (4 GB). Delete or download some documents first.',
  ),

  // Quota and limits.
  NOT_ENOUGH_PAGES: reason(
    'Not enough pages left this month: this document needs {{needed}} and you have {{left}} of your {{limit}} pages left.',
    { needed: num, left: num, limit: num },
  ),
  PAGE_RANGE_REVERSED: reason(
    'The page range must not end before it starts: pages {{from}} to {{to}} were asked for.',
    { from: num, to: num },
  ),
  PAGE_RANGE_OUTSIDE_DOCUMENT: reason(
    'This document has {{pages}} pages: choose pages from 1 to {{pages}} (pages {{from}} to {{to}} were asked for).',
    { from: num, to: num, pages: num },
  ),
  PAGE_RANGE_PDF_ONLY: reason('Only a PDF can be translated in part: translate this document whole.'),
  NO_IMAGE_TRANSLATIONS_LEFT: reason(
    'No image translations left this month: you have used all {{limit}} of them.',
    { limit: num },
  ),
  NOT_ENOUGH_STORAGE: reason(
    'Not enough storage: this file needs {{neededMb}} MB but only {{leftMb}} MB of your {{quotaMb}} MB is left. Delete some documents to make room.',
    { neededMb: num, leftMb: num, quotaMb: num },
  ),
  QUOTA_EXCEEDED: reason('Quota exceeded'),
  TOO_MANY_CONCURRENT_UPLOADS: reason(MESSAGES.tooManyConcurrentUploads),
  UPLOAD_LIMIT_REACHED: reason(MESSAGES.uploadLimitReached),
  LIVE_TEXT_FLOOD: reason(
    'Too many live translation requests: at most {{limit}} a minute. Wait a moment and try again.',
    { limit: num },
  ),
  TOO_MANY_CALLS: reason(
    'Too many requests from your account: at most {{limit}} a minute. Wait a moment and try again.',
    { limit: num },
  ),

  // Uploads and files.
  UPLOAD_NOT_FOUND: reason('Upload not found'),
  UPLOAD_NOT_FINISHED: reason('The upload has not finished yet'),
  UPLOAD_FAILED: reason('This upload failed; please upload the file again'),
  UPLOAD_EXPIRED: reason('This upload has expired. Please upload the file again.'),
  UPLOAD_ERROR: reason('Upload failed'),
  UPLOADED_FILE_GONE: reason('The uploaded file is no longer available'),
  EMPTY_FILE: reason('The file is empty (0 bytes): there is nothing to translate'),
  UPLOAD_OVER_LENGTH: reason('The upload is larger than the Upload-Length it declared'),
  UPLOAD_LOCKED: reason('Another request is writing this upload. It will continue in a moment.'),
  INVALID_FILE_NAME: reason('Invalid file name: {{detail}}', detail),
  FILE_TYPE_NOT_SUPPORTED: reason('This file type is not supported.'),
  UNSUPPORTED_TYPE: reason(
    'This file type is not supported. Upload a PDF, Word, PowerPoint, Excel, OpenDocument, EPUB, HTML, Markdown, text, subtitle (SRT/VTT) or image (PNG, JPEG, WebP, HEIC) file.',
  ),
  FILE_NOT_FOUND: reason('File not found'),
  LINK_EXPIRED: reason('This download link has expired. Open the document again to get a new link.'),
  LINK_INVALID: reason('This download link is not valid for this file.'),
  NO_PREVIEW: reason('This format has no page preview'),
  PREVIEW_FAILED: reason('This document could not be laid out for preview. Download it to open it.'),

  // The translation engine, by its error code; its own English words are the detail.
  ENGINE_UNSUPPORTED_FORMAT: reason('{{detail}}', detail),
  ENGINE_FORMAT_MISMATCH: reason('{{detail}}', detail),
  ENGINE_CORRUPT_FILE: reason('{{detail}}', detail),
  ENGINE_ENCRYPTED_FILE: reason('{{detail}}', detail),
  ENGINE_TOO_LARGE: reason('{{detail}}', detail),
  // A file over one of the engine's decoder budgets (its safety/budgets.ts); `budget` names which.
  ENGINE_OVER_BUDGET: reason('This document is too large or too complex to be opened safely. {{detail}}', {
    ...detail,
    budget: str,
  }),
  ENGINE_UNSUPPORTED_PAIR: reason('{{detail}}', detail),
  ENGINE_TIMEOUT: reason('{{detail}}', detail),
  ENGINE_FAILED: reason('{{detail}}', detail),
  // An engine thread stopped at its memory or time limit (issue 32): the file is refused.
  ENGINE_MEMORY_LIMIT: reason(
    'This document needs more memory than one document may use ({{megabytes}} MB), so it was stopped.',
    { megabytes: num },
  ),
  ENGINE_TIME_LIMIT: reason(
    'This document took longer than one document may take ({{seconds}} s), so it was stopped.',
    { seconds: num },
  ),
  TRANSLATION_FAILED: reason('The translation failed unexpectedly. Please try again.'),
  ORIGINAL_GONE: reason('The original file is no longer available.'),
  TRANSLATION_NOT_STARTED: reason('The translation could not be started. Please try again.'),
  TRANSLATION_INTERRUPTED: reason(
    'The translation was interrupted and could not be finished. Please try again.',
  ),
  ORIGINAL_NOT_COPIED: reason('The file could not be copied.'),

  // Translations and providers.
  TRANSLATION_NOT_FOUND: reason('Translation not found'),
  // A translation service's failure, in our words only: its own may hold its URL and API key.
  PROVIDER_UNAVAILABLE: reason(
    'The translation service cannot be reached right now. Please try again later.',
  ),
  PROVIDER_FAILED: reason('The translation service could not translate this. Please try again later.'),
  PROVIDER_QUOTA_EXCEEDED: reason(
    'The translation service has reached its usage limit. Please try again later or choose another provider.',
  ),
  PROVIDER_NOT_CONFIGURED: reason("Translation provider '{{provider}}' is not configured on this server", {
    provider: str,
    available: 'strings?',
  }),
  SAME_LANGUAGES: reason('The source and target languages are the same'),
  TARGET_NOT_SUPPORTED: reason("The {{provider}} provider cannot translate into '{{to}}'", {
    provider: str,
    to: str,
  }),
  PAIR_NOT_SUPPORTED: reason("The {{provider}} provider cannot translate from '{{from}}' to '{{to}}'", {
    provider: str,
    from: str,
    to: str,
  }),
  DETECTED_PAIR_NOT_SUPPORTED: reason(
    "This document looks like '{{from}}', and the {{provider}} provider cannot translate from '{{from}}' to '{{to}}'. Choose its language or another target.",
    { provider: str, from: str, to: str },
  ),
  RETRY_NOT_FAILED: reason('Only a failed translation can be retried'),
  RETRY_ORIGINAL_DELETED: reason('The original file was deleted, so this translation cannot be retried'),
  NO_LONGER_FAILED: reason('This translation is no longer failed'),
  RETRY_TRANSLATION_FAILED: reason(MESSAGES.retryTranslationFailed),

  // Camera photos.
  EMPTY_PHOTO: reason('The photo is empty.'),
  PHOTO_TOO_LARGE: reason('The photo is larger than {{megabytes}} MB', { megabytes: num }),
  NOT_AN_IMAGE: reason('The photo must be a PNG, JPEG or WebP image.'),
  NOT_AN_IMAGE_TRANSLATION: reason('This translation is not of an image, so it has no text blocks.'),
  BLOCKS_NOT_READY: reason(
    'The image is still being translated; its text blocks are ready when it completes.',
  ),
  BLOCKS_OF_FAILED: reason('This image translation failed, so it has no text blocks. Retry it first.'),
  BLOCKS_NOT_RECORDED: reason('No text blocks were recorded for this image. Translate it again to see them.'),

  // History: documents and folders.
  DOCUMENT_NOT_FOUND: reason('Document not found'),
  DOCUMENT_ID_NOT_FOUND: reason('Document {{documentId}} not found', { documentId: str }),
  DOCUMENT_NAME_EXISTS: reason(MESSAGES.documentNameExists),
  STILL_TRANSLATING: reason('Wait for the translation to finish before duplicating it'),
  ORIGINAL_NEEDED: reason('The original is still needed while the document is being translated'),
  INVALID_CURSOR: reason('Invalid page cursor'),
  FOLDER_NOT_FOUND: reason('Folder not found'),
  FOLDER_NAME_EXISTS: reason('A folder with this name is already here'),
  PARENT_FOLDER_NOT_FOUND: reason('Parent folder not found'),
  FOLDER_CYCLE: reason('A folder cannot be moved into itself or one of its subfolders'),
  DELETE_TRANSLATION_FAILED: reason(MESSAGES.deleteTranslationFailed),
  DELETE_ORIGINAL_FILES_FAILED: reason(MESSAGES.deleteOriginalFilesFailed),
  UPDATE_FILENAME_FAILED: reason(MESSAGES.updateFilenameFailed),
  DUPLICATE_DOCUMENT_FAILED: reason(MESSAGES.duplicateDocumentFailed),
  DUPLICATE_DOCUMENTS_FAILED: reason(MESSAGES.duplicateDocumentsFailed),
  DUPLICATE_FOLDER_FAILED: reason(MESSAGES.duplicateFolderFailed),
  RECURSIVE_DELETE_FOLDER_FAILED: reason(MESSAGES.recursiveDeleteFolderFailed),

  // Premium.
  PAYMENTS_UNAVAILABLE: reason('Payment is not available on this server.'),
  NO_WEB_SUBSCRIPTION: reason('There is no subscription bought on the web to manage.'),
  ALREADY_PREMIUM: reason('You already have Premium. Manage your subscription to change plans.'),
  INVALID_SUBSCRIPTION_PERIOD: reason(MESSAGES.invalidSubscriptionPeriod),
  CHECKOUT_FAILED: reason('The payment provider could not start the checkout. Please try again later.'),
  PORTAL_FAILED: reason('The payment provider could not open the subscription page. Please try again later.'),

  // Sharing.
  SHARED_NOT_FOUND: reason('This shared document does not exist or is no longer shared.'),
  SHARE_LINK_NOT_FOUND: reason('Share link not found'),
  SHARE_NOT_FINISHED: reason('Only a finished translation can be shared.'),
  TOO_MANY_SHARE_LINKS: reason(
    'A document can have at most {{limit}} share links at once. Revoke one first.',
    { limit: num },
  ),
  // Glossaries.
  GLOSSARY_NOT_FOUND: reason('Glossary not found'),
  TOO_MANY_GLOSSARIES: reason('You can have at most {{limit}} glossaries. Delete one first.', { limit: num }),
  GLOSSARY_FILE_INVALID: reason(
    'Nothing was imported: {{count}} lines of the file have problems, the first is line {{line}}.',
    { count: num, line: num, issues: 'issues' },
  ),
  GLOSSARY_PAIR_MISMATCH: reason(
    'This glossary is for {{glossaryFrom}} → {{glossaryTo}}, not {{from}} → {{to}}.',
    {
      glossaryFrom: str,
      glossaryTo: str,
      from: str,
      to: str,
    },
  ),
  SHARED_TOO_MANY_REQUESTS: reason('Too many requests for shared documents. Please try again in a minute.'),
  SHARED_NO_DOWNLOAD: reason('The owner has not allowed downloading this document.'),
  SHARED_VIEW_FAILED: reason('This shared document could not be prepared for viewing.'),
} as const;

export type Reason = keyof typeof REASONS;
/** The params a reason's error carries beside it in `details`. */
export type ReasonParams<R extends Reason> = ParamsOf<(typeof REASONS)[R]['params']>;
/** A reason's params as arguments: optional when it takes none (or only optional ones). */
export type ReasonArgs<R extends Reason> =
  Record<never, never> extends ReasonParams<R> ? [params?: ReasonParams<R>] : [params: ReasonParams<R>];
/** `details` of an error body: the reason and its params side by side. */
export type ReasonDetails<R extends Reason = Reason> = { reason: R } & ReasonParams<R>;

export const REASON_CODES = Object.keys(REASONS) as Reason[];

export function isReason(value: unknown): value is Reason {
  return typeof value === 'string' && Object.hasOwn(REASONS, value);
}

/** The {{param}} names a message interpolates. */
export function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] as string);
}

/** The reason's English message with its params filled in: the `message` of its error body. */
export function reasonMessage<R extends Reason>(reason: R, ...[params]: ReasonArgs<R>): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return REASONS[reason].message.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) =>
    String(values[key] ?? ''),
  );
}

/** Megabytes with one decimal, as quota messages show them. */
export const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;
