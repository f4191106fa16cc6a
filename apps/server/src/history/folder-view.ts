import type { Folder } from '@tolk/contract';
import type { FolderRow } from './folders-repo.ts';

/** The contract's Folder (SPEC.md §3) of a stored row. */
export function toFolder(row: FolderRow): Folder {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    parentId: row.parentId,
    color: row.color,
    deletedAt: row.deletedAt ? row.deletedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}
