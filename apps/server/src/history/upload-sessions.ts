import type { UploadSession } from '@tolk/contract';
import { listSessions } from '../uploads/repo.ts';
import type { HistoryDeps } from './deps.ts';

/** The caller's upload sessions, newest first (SPEC.md §3 fields). */
export async function listUploadSessions(
  deps: HistoryDeps,
  userId: string,
): Promise<{ sessions: UploadSession[] }> {
  const rows = await listSessions(deps.db, userId);
  return {
    sessions: rows.map((row) => ({
      sessionId: row.sessionId,
      userId: row.userId,
      fileName: row.fileName,
      fileSize: row.fileSize,
      uploadedBytes: row.uploadedBytes,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    })),
  };
}
