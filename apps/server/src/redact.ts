// What must never reach a log line or a user: credentials that travel in URLs (sign-in and
// verification tokens, signed-link signatures, API keys, OAuth codes), in headers copied into
// errors (Bearer, API-key headers), in connection strings, and the configured secrets themselves.
// Applied to every log line as it is written (logger.ts) and to lower layers' words before a user
// sees them (translations/engine-errors.ts).

export const REDACTED = '[redacted]';

/** Query parameters whose value is a credential (matched whole, any case). */
const SECRET_PARAMS = [
  'token',
  'sig',
  'signature',
  'key',
  'api_key',
  'apikey',
  'code',
  'state',
  'access_token',
  'id_token',
  'refresh_token',
  'client_secret',
  'password',
  'secret',
  'x-amz-signature',
  'x-amz-credential',
  'x-amz-security-token',
].join('|');

/**
 * `?token=…`, `&sig=…`, and the same inside a percent-encoded URL carried as a parameter
 * (`?link=https%3A%2F%2F…%3Ftoken%3D…`, `callbackURL=…%26code%3D…`).
 */
const QUERY_SECRET = new RegExp(
  `((?:[?&;]|%3F|%26)(?:${SECRET_PARAMS})(?:=|%3D))((?:(?!%26)[^&#\\s"'\\\\<>])+)`,
  'gi',
);

/** Path segments that are capabilities: a share's id, better-auth's password-reset token. */
const PATH_SECRET = /(\/(?:shared|reset-password)\/)([^/?#\s"'\\<>]+)/gi;

/** JSON fields (headers and options copied into errors) that hold a credential. */
const FIELD_SECRET =
  /("(?:authorization|proxy-authorization|cookie|set-cookie|x-api-key|api-key|ocp-apim-subscription-key|x-goog-api-key|apikey|api_key|password|secret|client_?secret|(?:access|refresh|id|session)?_?token)"\s*:\s*")((?:[^"\\]|\\.)*)"/gi;

/** Credentials in an Authorization header's words (8 characters or more: not "Basic plan"). */
const SCHEME_SECRET = /\b(Bearer|Basic|DeepL-Auth-Key)(\s+)[A-Za-z0-9._~+/=:-]{8,}/g;

/** The password in a URL's user info (postgres://user:password@host, smtp://…). */
const USERINFO_SECRET = /(\b[a-z][a-z0-9+.-]*:\/\/[^/\s:@"'\\]*:)([^@/\s"'\\]+)@/gi;

/** Shorter configured values are left alone: they would match ordinary words. */
const MIN_SECRET_LENGTH = 6;

/** Redacts `text` by the patterns above and every occurrence of `secrets` (configured values). */
export function redactSecrets(text: string, secrets: readonly string[] = []): string {
  let out = text
    .replace(QUERY_SECRET, `$1${REDACTED}`)
    .replace(PATH_SECRET, `$1${REDACTED}`)
    .replace(FIELD_SECRET, `$1${REDACTED}"`)
    .replace(SCHEME_SECRET, `$1$2${REDACTED}`)
    .replace(USERINFO_SECRET, `$1${REDACTED}@`);
  for (const secret of secrets) out = out.replaceAll(secret, REDACTED);
  return out;
}

/**
 * The forms in which configured secrets could appear: as they are and percent-encoded, longest
 * first (so a secret containing another is replaced whole), without short or repeated ones.
 */
export function secretForms(values: readonly (string | undefined)[]): string[] {
  const forms = new Set<string>();
  for (const value of values) {
    if (!value || value.length < MIN_SECRET_LENGTH) continue;
    forms.add(value);
    forms.add(encodeURIComponent(value));
  }
  return [...forms].sort((a, b) => b.length - a.length);
}
