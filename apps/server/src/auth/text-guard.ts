import { findBadText } from '@tolk/contract';
import { authRefusal, type AuthRefusal } from './refusals.ts';

/** A better-auth request body as the endpoint will read it (JSON or a form), or undefined. */
export function parsedBody(body: Buffer, contentType: string): unknown {
  const text = body.toString('utf8');
  if (/^application\/x-www-form-urlencoded\b/i.test(contentType))
    return Object.fromEntries(new URLSearchParams(text));
  if (!/\bjson\b/i.test(contentType)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined; // better-auth answers malformed JSON itself
  }
}

/**
 * A body better-auth must not see: NUL (which PostgreSQL cannot store) or a lone surrogate in
 * any field would reach its queries (session tokens, e-mail addresses, rate-limit keys) as a 500.
 */
export function badTextRefusal(body: unknown, contentType: string | undefined): AuthRefusal | undefined {
  if (!Buffer.isBuffer(body) || body.length === 0) return undefined;
  const bad = findBadText(parsedBody(body, contentType ?? ''));
  if (!bad) return undefined;
  const where = bad.path.length > 0 ? `${bad.path.join('.')}: ` : '';
  return authRefusal('INVALID_TEXT', 'REQUEST_INVALID', { detail: `${where}${bad.message}` });
}
