import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ACCOUNT_EXPORT_EVENT, reasonMessage, type AccountExportEvent } from '@tolk/contract';
import * as filesRepo from '../files/repo.ts';
import {
  deleteStoredFiles,
  dropRemovedFiles,
  newStorageKey,
  removeFileRows,
  type FilesDeps,
} from '../files/service.ts';
import { SIGNED_URL_TTL_SECONDS, signedFileUrl } from '../files/signed-urls.ts';
import { adjustStorage } from '../quota/repo.ts';
import { publishQuota } from '../quota/service.ts';
import { findProfile } from '../users/repo.ts';
import { MAX_EXPORT_BYTES, planExport, writeExportZip } from './export-zip.ts';

export interface ExportDeps extends FilesDeps {
  /** Key of signed download links (files/signed-urls.ts). */
  urlKey: Buffer;
}

/** An export is kept as long as its link works, and a little longer for a download under way. */
export const EXPORT_KEEP_MS = (SIGNED_URL_TTL_SECONDS + 10 * 60) * 1000;

/** The failed event of an export: the reason's English message beside the reason. */
const exportFailure = (reason: 'ACCOUNT_EXPORT_FAILED' | 'ACCOUNT_EXPORT_TOO_LARGE'): AccountExportEvent => ({
  status: 'failed',
  message: reasonMessage(reason),
  details: { reason },
});

async function publishExport(deps: FilesDeps, userId: string, data: AccountExportEvent): Promise<void> {
  // The event type is the contract's constant; the bus carries it to every open stream of the user.
  await deps.bus.publish(userId, { type: ACCOUNT_EXPORT_EVENT, data });
}

async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * Stores the ZIP as the user's one export file (an earlier one is replaced). It counts against
 * storage while it is kept, like every stored file, so storageUsed stays the sum of the files.
 */
async function storeExport(deps: FilesDeps, userId: string, zipPath: string, fileName: string) {
  const { size } = await stat(zipPath);
  const key = newStorageKey(userId);
  await deps.storage.put(key, createReadStream(zipPath), size, 'application/zip');
  try {
    const sha256 = await sha256OfFile(zipPath);
    const stored = await deps.db.transaction(async (tx) => {
      // The update locks the profile till commit: an account deletion either went first (no
      // profile: nothing is stored) or waits for this, and then finds the export with the rest.
      await adjustStorage(tx, userId, size);
      if (!(await findProfile(tx, userId))) return undefined;
      const earlier = await filesRepo.listUserFilesOfKind(tx, userId, 'export');
      const removed = await removeFileRows(
        tx,
        userId,
        earlier.map((file) => file.id),
      );
      const row = await filesRepo.insertFile(tx, {
        userId,
        kind: 'export',
        storageKey: key,
        fileName,
        contentType: 'application/zip',
        size,
        sha256,
      });
      return { row, removed };
    });
    if (!stored) {
      await deps.storage.delete(key);
      return undefined;
    }
    const { row, removed } = stored;
    await dropRemovedFiles(deps, removed);
    await publishQuota(deps, userId);
    return row;
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/**
 * The account-export job: builds the ZIP in a temporary file, stores it and sends the user a
 * signed link as the account-export live event. A failure is retried by pg-boss; the last try
 * tells the user it failed.
 */
export async function runAccountExport(
  deps: ExportDeps,
  userId: string,
  lastTry: boolean,
  now = new Date(),
): Promise<void> {
  // The account was deleted while the job waited: there is no one to send it to.
  if (!(await findProfile(deps.db, userId))) return;
  const plan = await planExport(deps, userId, now);
  if (plan.bytes > MAX_EXPORT_BYTES)
    return publishExport(deps, userId, exportFailure('ACCOUNT_EXPORT_TOO_LARGE'));
  const dir = await mkdtemp(path.join(tmpdir(), 'tolk-export-'));
  try {
    const zipPath = path.join(dir, 'export.zip');
    await writeExportZip(deps.storage, plan, zipPath);
    const fileName = `tolk-export-${now.toISOString().slice(0, 10)}.zip`;
    const file = await storeExport(deps, userId, zipPath, fileName);
    if (!file) return; // the account was deleted meanwhile
    const link = signedFileUrl(deps.urlKey, file.id, userId, now.getTime());
    await publishExport(deps, userId, { status: 'ready', ...link, fileName, size: file.size });
  } catch (error) {
    if (lastTry) await publishExport(deps, userId, exportFailure('ACCOUNT_EXPORT_FAILED'));
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Deletes exports whose link has expired (rows, storage given back, then bytes). Returns how many. */
export async function deleteExpiredExports(deps: FilesDeps, now = new Date()): Promise<number> {
  const expired = await filesRepo.listFilesOfKindBefore(
    deps.db,
    'export',
    new Date(now.getTime() - EXPORT_KEEP_MS),
    500,
  );
  const byUser = Map.groupBy(expired, (file) => file.userId);
  let deleted = 0;
  for (const [userId, files] of byUser)
    deleted += (
      await deleteStoredFiles(
        deps,
        userId,
        files.map((file) => file.id),
      )
    ).length;
  return deleted;
}
