import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { session } from '../db/schema.ts';

// better-auth writes its own tables (auth.ts gives its Drizzle adapter the schema); what our code
// reads of them is here.

/** Whether a session row still exists and has not expired. */
export async function sessionIsLive(db: Db, sessionId: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .select({ id: session.id })
    .from(session)
    .where(and(eq(session.id, sessionId), gt(session.expiresAt, now)))
    .limit(1);
  return rows.length > 0;
}
