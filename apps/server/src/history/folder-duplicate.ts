import { randomUUID } from 'node:crypto';
import { type FunctionOutput } from '@tolk/contract';
import { assertFinished, storeCopies, type PlannedCopy } from './copy.ts';
import { firstFreeCopyName } from './copy-name.ts';
import type { HistoryDeps, Input } from './deps.ts';
import { publishFolders, publishTranslations } from './events.ts';
import { orFail } from './failure.ts';
import * as history from '../translations/history-repo.ts';
import * as repo from './folders-repo.ts';
import { assertFreeFolderName, destinationFolder, liveFolder } from './folders.ts';
import { subtree } from './folder-tree.ts';
import { toFolder } from './folder-view.ts';

/** Folder names are unique beside each other regardless of case (`taken` is lower-cased). */
const freeFolderCopyName = (taken: Set<string>, name: string) =>
  firstFreeCopyName(name, '', (candidate) => taken.has(candidate.toLowerCase()));

/**
 * Copies a folder (SPEC.md §5 defaults: documents and subfolders included, hierarchy kept,
 * depth 10). Subfolders deeper than maxDepth below the folder are left out. Without
 * preserveHierarchy only the new folder is created and every copied document lands in it.
 * Document copies keep their names (they live in new folders); the folder gets "<name> (copy)",
 * "(copy 2)", ... whichever is free beside it, or newName when that is free.
 */
export async function duplicateFolder(
  deps: HistoryDeps,
  userId: string,
  input: Input<'duplicateFolder'>,
): Promise<FunctionOutput<'duplicateFolder'>> {
  return orFail('DUPLICATE_FOLDER_FAILED', async () => {
    const source = await liveFolder(deps.db, userId, input.folderId);
    const parentId = input.destinationParentId === undefined ? source.parentId : input.destinationParentId;
    await destinationFolder(deps.db, userId, parentId);

    const depth = input.includeSubfolders ? input.maxDepth : 0;
    // Full rows serve as the tree's nodes and as the originals whose names and colours are copied.
    const all = await repo.allFolders(deps.db, userId);
    const tree = subtree(all, source.id).filter((entry) => entry.depth <= depth);
    const originals = new Map(all.map((folder) => [folder.id, folder]));
    const now = new Date();
    const newId = new Map(tree.map((entry) => [entry.id, randomUUID()]));
    const copiedTree = input.preserveHierarchy ? tree : tree.slice(0, 1);
    const folderRows: repo.NewFolderRow[] = copiedTree.map((entry) => {
      const original = originals.get(entry.id);
      return {
        id: newId.get(entry.id),
        userId,
        // The copy's own name is settled under the lock, beside the folders then there.
        name: entry.depth === 0 ? '' : (original?.name ?? ''),
        parentId: entry.depth === 0 ? parentId : (newId.get(entry.parentId ?? '') ?? null),
        color: original?.color ?? null,
        createdAt: now,
        updatedAt: now,
      };
    });

    const inFolders = input.includeDocuments
      ? await history.translationsInFolders(
          deps.db,
          userId,
          tree.map((entry) => entry.id),
        )
      : [];
    assertFinished(inFolders);
    const rootCopy = newId.get(source.id) as string;
    const plans: PlannedCopy[] = inFolders.map((row) => ({
      source: row,
      fileName: row.fileName,
      folderId: input.preserveHierarchy ? (newId.get(row.folderId ?? '') ?? rootCopy) : rootCopy,
    }));
    // The whole copy's storage is reserved at once, in the transaction that inserts its rows.
    const { prepared, translations } = await storeCopies(deps, userId, plans, async (tx) => {
      await destinationFolder(tx, userId, parentId);
      const copy = folderRows[0]!;
      if (input.newName !== undefined) {
        await assertFreeFolderName(tx, userId, parentId, input.newName);
        copy.name = input.newName;
      } else copy.name = freeFolderCopyName(await repo.siblingNames(tx, userId, parentId), source.name);
      const folders = [];
      // Parents first: the tree is breadth first, so each parent exists before its children.
      for (const row of folderRows) folders.push(await repo.insertFolder(tx, row));
      return folders;
    });
    const created = prepared.map(toFolder);
    await publishFolders(deps.bus, userId, created);
    await publishTranslations(deps.bus, userId, translations);
    return {
      folder: created[0] as (typeof created)[0],
      folderCount: created.length,
      documentCount: translations.length,
    };
  });
}
