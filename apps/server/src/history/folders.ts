import type { Folder } from '@tolk/contract';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { HistoryDeps } from './deps.ts';
import { publishFolders, publishTranslations } from './events.ts';
import { withUserLock } from '../db/user-lock.ts';
import * as history from '../translations/history-repo.ts';
import * as repo from './folders-repo.ts';
import { subtree } from './folder-tree.ts';
import { toFolder } from './folder-view.ts';

/** The caller's folder, not deleted; anything else (someone else's, unknown, deleted) is not-found. */
export async function liveFolder(
  db: Db,
  userId: string,
  folderId: string,
  reason: 'FOLDER_NOT_FOUND' | 'PARENT_FOLDER_NOT_FOUND' = 'FOLDER_NOT_FOUND',
) {
  const row = await repo.findFolder(db, userId, folderId);
  if (!row || row.deletedAt) throw new AppError('not-found', reason);
  return row;
}

/** Checks a destination: null is the root; otherwise the caller's live folder. */
export async function destinationFolder(
  db: Db,
  userId: string,
  folderId: string | null | undefined,
): Promise<void> {
  if (folderId) await liveFolder(db, userId, folderId, 'PARENT_FOLDER_NOT_FOUND');
}

/**
 * Refuses a name a live folder beside it already has, whatever the case: a folder path names one
 * folder. Call it under the user's folder lock, before the write.
 */
export async function assertFreeFolderName(
  tx: Db,
  userId: string,
  parentId: string | null,
  name: string,
  exceptId?: string,
): Promise<void> {
  if ((await repo.siblingNames(tx, userId, parentId, exceptId)).has(name.toLowerCase()))
    throw new AppError('aborted', 'FOLDER_NAME_EXISTS');
}

export async function createFolder(
  deps: HistoryDeps,
  userId: string,
  input: { name: string; parentId: string | null; color: string | null },
): Promise<Folder> {
  const row = await withUserLock(deps.db, userId, 'folders', async (tx) => {
    await destinationFolder(tx, userId, input.parentId);
    await assertFreeFolderName(tx, userId, input.parentId, input.name);
    return repo.insertFolder(tx, { userId, name: input.name, parentId: input.parentId, color: input.color });
  });
  const folder = toFolder(row);
  await publishFolders(deps.bus, userId, [folder]);
  return folder;
}

export async function listFolders(
  deps: HistoryDeps,
  userId: string,
  parentId: string | null | undefined,
): Promise<{ folders: Folder[] }> {
  if (parentId) await liveFolder(deps.db, userId, parentId);
  const rows = await repo.listFolders(deps.db, userId, parentId);
  return { folders: rows.map(toFolder) };
}

export async function updateFolder(
  deps: HistoryDeps,
  userId: string,
  input: { folderId: string; name?: string | undefined; color?: string | null | undefined },
): Promise<Folder> {
  const patch: { name?: string; color?: string | null } = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.color !== undefined) patch.color = input.color;
  const row = await withUserLock(deps.db, userId, 'folders', async (tx) => {
    const current = await liveFolder(tx, userId, input.folderId);
    if (Object.keys(patch).length === 0) return current;
    if (patch.name !== undefined)
      await assertFreeFolderName(tx, userId, current.parentId, patch.name, current.id);
    return (await repo.updateFolder(tx, userId, input.folderId, patch)) ?? current;
  });
  const folder = toFolder(row);
  await publishFolders(deps.bus, userId, [folder]);
  return folder;
}

/** Re-parents a folder; refuses moves into itself or a descendant (that would cut a cycle loose). */
export async function moveFolder(
  deps: HistoryDeps,
  userId: string,
  input: { folderId: string; parentId: string | null },
): Promise<Folder> {
  const row = await withUserLock(deps.db, userId, 'folders', async (tx) => {
    const moving = await liveFolder(tx, userId, input.folderId);
    await destinationFolder(tx, userId, input.parentId);
    await assertFreeFolderName(tx, userId, input.parentId, moving.name, moving.id);
    if (input.parentId !== null) {
      const inside = subtree(await repo.folderTree(tx, userId), input.folderId, { includeDeleted: true });
      if (inside.some((entry) => entry.id === input.parentId))
        throw new AppError('invalid-argument', 'FOLDER_CYCLE');
    }
    return repo.updateFolder(tx, userId, input.folderId, { parentId: input.parentId });
  });
  if (!row) throw new AppError('not-found', 'FOLDER_NOT_FOUND');
  const folder = toFolder(row);
  await publishFolders(deps.bus, userId, [folder]);
  return folder;
}

/**
 * Soft delete (SPEC.md §4): the folder and its subfolders get deletedAt and stop being listed.
 * Their documents move to the root so nothing the user owns becomes unreachable;
 * recursiveDeleteFolder is the call that deletes documents too.
 */
export async function deleteFolder(deps: HistoryDeps, userId: string, folderId: string): Promise<Folder> {
  const now = new Date();
  const { deleted, moved } = await withUserLock(deps.db, userId, 'folders', async (tx) => {
    await liveFolder(tx, userId, folderId);
    const ids = subtree(await repo.folderTree(tx, userId), folderId).map((entry) => entry.id);
    const deleted = await repo.softDeleteFolders(tx, userId, ids, now);
    const moved = await history.moveToRoot(tx, userId, ids, now);
    return { deleted, moved };
  });
  const folders = deleted.map(toFolder);
  await publishFolders(deps.bus, userId, folders);
  await publishTranslations(deps.bus, userId, moved);
  const root = folders.find((folder) => folder.id === folderId);
  if (!root) throw new AppError('not-found', 'FOLDER_NOT_FOUND');
  return root;
}
