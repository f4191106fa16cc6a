// Business constants and limits of SPEC.md §9 (and the premium figures of DESIGN.md).
const MB = 1024 * 1024;

export const FREE_PAGE_LIMIT = 5;
export const STORAGE_QUOTA_BYTES = 100 * MB;
export const STORAGE_QUOTA_EMAIL_PASSWORD_BYTES = 50 * MB;
export const IMAGE_TRANSLATIONS_QUOTA = 10;

export const PREMIUM_PAGE_LIMIT = 1000;
export const PREMIUM_STORAGE_QUOTA_BYTES = 10 * 1024 * MB;
export const PREMIUM_IMAGE_TRANSLATIONS_QUOTA = 1000;

export const MAX_CONCURRENT_UPLOADS = 5;
export const MAX_UPLOADS_PER_HOUR = 10;
export const UPLOAD_SESSION_LIFE_MS = 30 * 60 * 1000;

export const HISTORY_LIVE_PAGE_SIZE = 50;
export const HISTORY_PAGE_SIZE = 20;
export const MOVE_BATCH_SIZE = 400;
export const FOLDER_COUNT_BATCH_SIZE = 10;

export const DOWNLOAD_URL_CACHE = { ttlMs: 30 * 60 * 1000, maxEntries: 100, evictFraction: 0.2 } as const;

export const AUTH_INIT_TIMEOUT_MS = 10_000;
export const QUOTA_FETCH_TIMEOUT_NATIVE_MS = 5_000;
export const NATIVE_AUTH_WAIT_MS = 10_000;
/**
 * The origins the native apps load the web app from (Capacitor's defaults: iOS, then Android). The
 * server trusts them for sign-in and answers their cross-origin API calls (CORS).
 */
export const NATIVE_ORIGINS: readonly string[] = ['capacitor://localhost', 'https://localhost'];
export const ROUTER_AUTH_POLL = { attempts: 100, intervalMs: 100 } as const;
export const CLOUD_FUNCTION_TIMEOUT_MS = 70_000;
export const QUOTA_CREATE_RETRY_MS = 2_000;

export const FOLDER_DUPLICATE_MAX_DEPTH = 10;
export const DUPLICATE_FOLDER_DEFAULTS = {
  includeDocuments: true,
  includeSubfolders: true,
  preserveHierarchy: true,
  maxDepth: FOLDER_DUPLICATE_MAX_DEPTH,
} as const;

export const STORE_PACKAGE_IDS = {
  weekly: '$rc_weekly',
  monthly: '$rc_monthly',
  annual: '$rc_annual',
} as const;
export const PLANS = ['weekly', 'monthly', 'annual'] as const;
export type Plan = (typeof PLANS)[number];
export const ENTITLEMENT = 'premium';

export const NOTIFICATIONS = {
  maxVisible: 3,
  defaultDurationMs: 3000,
  topOffsetPx: 90,
} as const;

export const LOADING_OVERLAY = { spinnerSize: 140, message: 'Loading...' } as const;
export const TEXTAREA_DEFAULT_ROWS = 6;
export const DEFAULT_PRIMARY_COLOR = '#a855f7';

/** Magic links expire after this long and work once. */
export const MAGIC_LINK_TTL_SECONDS = 10 * 60;

/** Shortest password e-mail and password sign-up accepts. */
export const MIN_PASSWORD_LENGTH = 8;

/** A camera or gallery photo sent to translateCapture (the app scales photos down before). */
export const CAPTURE_MAX_BYTES = 8 * MB;
/** Longest side the app scales a captured photo to before sending it. */
export const CAPTURE_MAX_SIDE_PX = 2048;
/** Camera translations not saved to history are removed after this long. */
export const CAPTURE_KEEP_HOURS = 24;
/** Live camera text per translateText call. */
export const LIVE_TEXT_LIMITS = { maxTexts: 40, maxCharactersPerText: 1000, maxCharacters: 4000 } as const;
/** translateText calls one user may make per minute: live mode makes about 60, a flood more. */
export const LIVE_TEXT_CALLS_PER_MINUTE = 120;
/** Live mode recognises the camera's view about this often. */
export const LIVE_OCR_INTERVAL_MS = 1000;

// Limits of signing in and of the live-update stream (the product's own; SPEC.md leaves them open).

/** Open GET /api/events streams one user may hold on one server; the next one is refused (429). */
export const MAX_EVENT_STREAMS_PER_USER = 10;

/** How often an open event stream checks that its session still exists and has not expired. */
export const EVENT_STREAM_SESSION_CHECK_MS = 60_000;

/** The last event of a stream whose session ended (signed out, revoked, expired or deleted). */
export const SESSION_ENDED_EVENT = 'session-ended';

/** Live event sent when an account export is ready (or could not be made). */
export const ACCOUNT_EXPORT_EVENT = 'account-export';

/** A sign-up confirmation link works for this long. */
export const EMAIL_VERIFICATION_TTL_SECONDS = 60 * 60;

/**
 * Password sign-in attempts per account (per e-mail address, known or not), whatever the client
 * address. The first `freeFailures` failed attempts cost nothing; after that each next attempt
 * must wait `slowDownSeconds`, doubling; after `maxFailures` the address is locked for
 * `lockMinutes` and its owner is told by e-mail. A successful sign-in starts the count again;
 * failures older than `lockMinutes` are forgotten.
 */
export const SIGN_IN_ACCOUNT_LIMIT = {
  freeFailures: 3,
  slowDownSeconds: 30,
  maxFailures: 5,
  lockMinutes: 15,
} as const;

/**
 * Sign-in links, sign-up confirmations and verification mails one inbox may be sent in a window,
 * whoever asks and from however many addresses (issue 32: 30 mails reached one inbox in a minute).
 * Counted per normalised inbox (`Ann.Lee+x@Gmail.com` is `annlee@gmail.com`), for every request
 * that may send one, so the refusal says nothing about whether an account exists.
 */
export const MAILS_PER_INBOX = { max: 5, windowMinutes: 60 } as const;

/**
 * Callable function calls one account may make per minute, on every API instance together, on
 * top of the per-address ceiling: the app makes a few a minute (a busy user, with live camera
 * text at its own 120, well under 300); a script's flood is refused (issue 32: 720 in 27 s).
 */
export const FUNCTION_CALLS_PER_MINUTE = 300;

/** The longest display name (sign-up and profile); long enough for any real name. */
export const DISPLAY_NAME_MAX_LENGTH = 80;

/** Messages of these limits and of the sign-up flow, shown to users as they are. */
export const AUTH_MESSAGES = {
  signUpCheckEmail: 'Check your email to finish creating your account.',
} as const;
