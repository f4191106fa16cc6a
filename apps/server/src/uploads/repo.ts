import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { uploadSessions, type StoredAnalysis } from '../db/schema.ts';

export type SessionRow = typeof uploadSessions.$inferSelect;

export interface SessionCounts {
  active: number;
  lastHour: number;
  /** Bytes declared by the user's active, unexpired sessions: space they will need. */
  pendingBytes: number;
}

export async function countSessions(tx: Db, userId: string, now: Date): Promise<SessionCounts> {
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  const [row] = await tx
    .select({
      active: sql<number>`count(*) filter (where ${uploadSessions.status} = 'active' and ${uploadSessions.expiresAt} > ${now})`,
      lastHour: sql<number>`count(*) filter (where ${uploadSessions.createdAt} > ${hourAgo})`,
      pendingBytes: sql<number>`coalesce(sum(${uploadSessions.fileSize}) filter (where ${uploadSessions.status} = 'active' and ${uploadSessions.expiresAt} > ${now}), 0)`,
    })
    .from(uploadSessions)
    .where(eq(uploadSessions.userId, userId));
  return {
    active: Number(row?.active ?? 0),
    lastHour: Number(row?.lastHour ?? 0),
    pendingBytes: Number(row?.pendingBytes ?? 0),
  };
}

export async function insertSession(tx: Db, row: typeof uploadSessions.$inferInsert): Promise<SessionRow> {
  const [stored] = await tx.insert(uploadSessions).values(row).returning();
  if (!stored) throw new Error('upload session was not inserted');
  return stored;
}

/** A user's upload sessions, newest first. */
export function listSessions(db: Db, userId: string): Promise<SessionRow[]> {
  return db
    .select()
    .from(uploadSessions)
    .where(eq(uploadSessions.userId, userId))
    .orderBy(desc(uploadSessions.createdAt), desc(uploadSessions.sessionId));
}

export async function findSession(db: Db, sessionId: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(uploadSessions).where(eq(uploadSessions.sessionId, sessionId));
  return row;
}

export async function findOwnedSession(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(uploadSessions)
    .where(and(eq(uploadSessions.sessionId, sessionId), eq(uploadSessions.userId, userId)));
  return row;
}

export async function setUploadedBytes(db: Db, sessionId: string, bytes: number): Promise<void> {
  await db
    .update(uploadSessions)
    .set({ uploadedBytes: bytes })
    .where(and(eq(uploadSessions.sessionId, sessionId), eq(uploadSessions.status, 'active')));
}

/** active → failed; false when the session was not active. */
export async function failSession(db: Db, sessionId: string): Promise<boolean> {
  const rows = await db
    .update(uploadSessions)
    .set({ status: 'failed' })
    .where(and(eq(uploadSessions.sessionId, sessionId), eq(uploadSessions.status, 'active')))
    .returning({ id: uploadSessions.sessionId });
  return rows.length > 0;
}

/** active → completed with the stored file; uploadedBytes reset to 0 by an increment (SPEC.md §4). */
export async function completeSession(tx: Db, sessionId: string, fileId: string): Promise<boolean> {
  const rows = await tx
    .update(uploadSessions)
    .set({
      status: 'completed',
      fileId,
      uploadedBytes: sql`${uploadSessions.uploadedBytes} + (-${uploadSessions.uploadedBytes})`,
    })
    .where(and(eq(uploadSessions.sessionId, sessionId), eq(uploadSessions.status, 'active')))
    .returning({ id: uploadSessions.sessionId });
  return rows.length > 0;
}

/** Marks active sessions past their life as failed; returns their ids so their partial bytes can go. */
export async function expireSessions(db: Db, now: Date, userId?: string): Promise<string[]> {
  const rows = await db
    .update(uploadSessions)
    .set({ status: 'failed' })
    .where(
      and(
        eq(uploadSessions.status, 'active'),
        lte(uploadSessions.expiresAt, now),
        userId ? eq(uploadSessions.userId, userId) : undefined,
      ),
    )
    .returning({ id: uploadSessions.sessionId });
  return rows.map((row) => row.id);
}

export const isLive = (row: SessionRow, now: Date) => row.status === 'active' && row.expiresAt > now;

/** Every upload session of the user, any status (deleting an account). */
export async function listUserSessionIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: uploadSessions.sessionId })
    .from(uploadSessions)
    .where(eq(uploadSessions.userId, userId));
  return rows.map((row) => row.id);
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(uploadSessions).where(eq(uploadSessions.userId, userId));
}

/** Keeps the engine's analysis of a completed upload, for every later call that needs it. */
export async function setAnalysis(db: Db, sessionId: string, analysis: StoredAnalysis): Promise<void> {
  await db.update(uploadSessions).set({ analysis }).where(eq(uploadSessions.sessionId, sessionId));
}

export async function findAnalysis(db: Db, sessionId: string): Promise<StoredAnalysis | undefined> {
  const [row] = await db
    .select({ analysis: uploadSessions.analysis })
    .from(uploadSessions)
    .where(eq(uploadSessions.sessionId, sessionId));
  return row?.analysis ?? undefined;
}
