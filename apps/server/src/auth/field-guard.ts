import { DISPLAY_NAME_MAX_LENGTH } from '@tolk/contract';
import { authRefusal, type AuthRefusal } from './refusals.ts';
import { parsedBody } from './text-guard.ts';

/** RFC 5321's longest deliverable address. */
const EMAIL_MAX_LENGTH = 254;
/** Addresses better-auth stores or redirects to (a photo, where to go after signing in). */
const URL_MAX_LENGTH = 2048;
const URL_FIELDS = ['image', 'callbackURL', 'newUserCallbackURL', 'errorCallbackURL'] as const;

/** Length in characters (code points), as a person counts them. */
const characters = (text: string) => [...text].length;

/** A display name as stored: at most DISPLAY_NAME_MAX_LENGTH characters (a provider's may be longer). */
export const boundedName = (name: string) => [...name].slice(0, DISPLAY_NAME_MAX_LENGTH).join('');

/**
 * Free text better-auth would store or send on as it came (issue 32: a 60,000-character name was
 * accepted), refused before it runs: the name (sign-up, update-user, a first magic link), the
 * e-mail address and the URLs. Whatever else the 64 kB body holds better-auth checks itself.
 */
export function tooLongRefusal(body: unknown, contentType: string | undefined): AuthRefusal | undefined {
  if (!Buffer.isBuffer(body) || body.length === 0) return undefined;
  const fields = parsedBody(body, contentType ?? '');
  if (typeof fields !== 'object' || fields === null) return undefined;
  const { name, email } = fields as Record<string, unknown>;
  if (typeof name === 'string' && characters(name.trim()) > DISPLAY_NAME_MAX_LENGTH)
    return authRefusal('NAME_TOO_LONG', 'NAME_TOO_LONG', { max: DISPLAY_NAME_MAX_LENGTH });
  if (typeof email === 'string' && email.length > EMAIL_MAX_LENGTH)
    return authRefusal('INVALID_EMAIL', 'INVALID_EMAIL');
  for (const field of URL_FIELDS) {
    const value = (fields as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.length > URL_MAX_LENGTH)
      return authRefusal('INVALID_TEXT', 'REQUEST_INVALID', {
        detail: `${field}: at most ${URL_MAX_LENGTH} characters`,
      });
  }
  return undefined;
}
