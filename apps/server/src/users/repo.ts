import type { PreferencesPatch } from '@tolk/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { account, user, users } from '../db/schema.ts';

export type ProfileRow = typeof users.$inferSelect;
export type NewProfileRow = typeof users.$inferInsert;

export interface AuthUserRow {
  id: string;
  email: string;
  name: string;
  image: string | null;
}

export async function findAuthUser(db: Db, userId: string): Promise<AuthUserRow | undefined> {
  const [row] = await db
    .select({ id: user.id, email: user.email, name: user.name, image: user.image })
    .from(user)
    .where(eq(user.id, userId));
  return row;
}

export async function listAccountProviders(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ providerId: account.providerId })
    .from(account)
    .where(eq(account.userId, userId));
  return rows.map((r) => r.providerId);
}

export async function findProfile(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.userId, userId));
  return row;
}

/** Inserts the profile unless one exists (two sign-in paths may race); returns the stored row. */
export async function insertProfileIfMissing(db: Db, row: NewProfileRow): Promise<ProfileRow> {
  await db.insert(users).values(row).onConflictDoNothing({ target: users.userId });
  const stored = await findProfile(db, row.userId);
  if (!stored) throw new Error(`profile ${row.userId} vanished right after insert`);
  return stored;
}

export async function touchLastActive(db: Db, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ lastActiveAt: at }).where(eq(users.userId, userId));
}

/**
 * Writes only the fields present in the patch, at their paths under preferences, in one
 * statement so concurrent updates of different fields do not overwrite each other.
 */
export async function mergePreferences(
  db: Db,
  userId: string,
  patch: PreferencesPatch,
  at: Date,
): Promise<ProfileRow | undefined> {
  const { notifications, ...top } = patch;
  const merged = sql`(${users.preferences} || ${JSON.stringify({ ...top, updatedAt: at.toISOString() })}::jsonb)`;
  const withNotifications = notifications
    ? sql`jsonb_set(${merged}, '{notifications}', coalesce(${users.preferences} -> 'notifications', '{}'::jsonb) || ${JSON.stringify(notifications)}::jsonb)`
    : merged;
  const [row] = await db
    .update(users)
    .set({ preferences: withNotifications, updatedAt: at })
    .where(eq(users.userId, userId))
    .returning();
  return row;
}

/** Sets the profile's display name when it differs; true when it changed. */
export async function setDisplayName(
  db: Db,
  userId: string,
  name: string | null,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ displayName: name, updatedAt: at })
    .where(and(eq(users.userId, userId), sql`${users.displayName} is distinct from ${name}`))
    .returning({ userId: users.userId });
  return rows.length > 0;
}

/** Deletes the user document (deleting an account; better-auth's user row goes after it). */
export async function deleteProfile(db: Db, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.userId, userId));
}

/** The `locale` preference of the account with this address (as better-auth stores it), if any. */
export async function findLocaleByEmail(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ locale: sql<string | null>`${users.preferences}->>'locale'` })
    .from(user)
    .innerJoin(users, eq(users.userId, user.id))
    .where(eq(user.email, email.trim().toLowerCase()));
  return row?.locale ?? undefined;
}
