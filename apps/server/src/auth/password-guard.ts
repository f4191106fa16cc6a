import { authRefusal, type AuthRefusal } from './refusals.ts';
import { parsedBody } from './text-guard.ts';

/**
 * Passwords long enough for the length rule that are still among the first any attacker tries
 * (the most common of the public breach lists, NCSC's and SecLists' top entries, 8 characters or
 * more), compared case aside.
 */
const COMMON = new Set([
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  '12345678',
  '123456789',
  '1234567890',
  '12341234',
  '11111111',
  '00000000',
  '88888888',
  '87654321',
  '11223344',
  '12121212',
  '123123123',
  '1q2w3e4r',
  '1qaz2wsx',
  'qwertyui',
  'qwerty123',
  'qwertyuiop',
  'asdfghjk',
  'asdfasdf',
  'zxcvbnm1',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'whatever',
  'superman',
  'starwars',
  'trustno1',
  'letmein1',
  'welcome1',
  'welcome123',
  'admin123',
  'administrator',
  'abc12345',
  'abcd1234',
  'changeme',
  'computer',
  'internet',
  'michelle',
  'jennifer',
  '1password',
  'qwerty12',
  'aa123456',
  'dragon12',
  'monkey12',
  'shadow12',
  'master12',
  'football1',
]);

/** A password nobody should be allowed: a common one, one character repeated, or the address itself. */
export function isTooCommon(password: string, email: string | undefined): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return true;
  if ([...lower].every((char) => char === lower[0])) return true;
  const address = email?.toLowerCase();
  return address !== undefined && (lower === address || lower === address.split('@')[0]);
}

/** The fields of better-auth's endpoints that set a password (sign-up, change, reset, a first one). */
const PASSWORD_FIELDS = ['password', 'newPassword'] as const;

/** Refuses a new password that is too easy to guess before better-auth stores it. */
export function weakPasswordRefusal(
  path: string,
  body: unknown,
  contentType: string | undefined,
): AuthRefusal | undefined {
  // Signing in checks a password someone already has; only endpoints that set one are judged.
  const endpoint = path.split('?')[0] ?? path;
  if (endpoint.endsWith('/sign-in/email') || !Buffer.isBuffer(body) || body.length === 0) return undefined;
  const fields = parsedBody(body, contentType ?? '');
  if (typeof fields !== 'object' || fields === null) return undefined;
  const record = fields as Record<string, unknown>;
  const email = typeof record.email === 'string' ? record.email : undefined;
  for (const field of PASSWORD_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && isTooCommon(value, email))
      return authRefusal('PASSWORD_TOO_COMMON', 'PASSWORD_TOO_COMMON');
  }
  return undefined;
}
