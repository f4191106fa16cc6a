import { AppError } from '../errors.ts';
import type { PagePosition } from '../translations/history-repo.ts';

/** How Postgres prints a timestamptz as text, e.g. 2026-11-21 08:49:54.123456+00. */
const POSTGRES_TIMESTAMPTZ = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d){0,2}$/;

/** Opaque to callers: base64url of the last item's exact createdAt and id (a keyset, not an offset). */
export function encodeCursor(position: PagePosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

export function decodeCursor(cursor: string | null): PagePosition | null {
  if (cursor === null) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      POSTGRES_TIMESTAMPTZ.test(value[0])
    ) {
      return { createdAt: value[0], id: value[1] };
    }
  } catch {
    // Falls through to the error below.
  }
  throw new AppError('invalid-argument', 'INVALID_CURSOR');
}
