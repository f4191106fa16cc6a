import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signed links outlive the web app's 30-minute URL cache, so a cached link never dies unused. */
export const SIGNED_URL_TTL_SECONDS = 60 * 60;

/** A key of its own, so a leaked link signature says nothing about the session secret. */
export function fileUrlKey(authSecret: string): Buffer {
  return createHmac('sha256', authSecret).update('tolk-file-urls').digest();
}

export function fileSignature(key: Buffer, fileId: string, userId: string, exp: number): string {
  return createHmac('sha256', key).update(`${fileId}.${userId}.${exp}`).digest('base64url');
}

export function signedFileUrl(
  key: Buffer,
  fileId: string,
  userId: string,
  nowMs = Date.now(),
): { url: string; expiresAt: string } {
  const exp = Math.floor(nowMs / 1000) + SIGNED_URL_TTL_SECONDS;
  const sig = fileSignature(key, fileId, userId, exp);
  return {
    url: `/api/files/${encodeURIComponent(fileId)}?exp=${exp}&sig=${sig}`,
    expiresAt: new Date(exp * 1000).toISOString(),
  };
}

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

/** Checks `sig` against the file's owner; the expiry is checked only once the signature holds. */
export function checkFileSignature(
  key: Buffer,
  fileId: string,
  ownerId: string,
  exp: string,
  sig: string,
  nowMs = Date.now(),
): SignatureCheck {
  if (!/^\d{1,12}$/.test(exp)) return 'invalid';
  const expected = Buffer.from(fileSignature(key, fileId, ownerId, Number(exp)));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(exp) * 1000 <= nowMs ? 'expired' : 'valid';
}
