import type { FolderRow } from '../history/folders-repo.ts';

// The live folders of an export as a tree, walked without recursion: a user may nest folders
// thousands deep, which a recursive walk would not survive.

export interface LiveFolderTree {
  /** Live folders, each after its parent (top-level ones first, siblings in the given order). */
  order: { folder: FolderRow; parentId: string | null }[];
  children: Map<string | null, FolderRow[]>;
}

/** Folders not deleted whose every ancestor exists and is not deleted either (as History shows them). */
export function liveFolderTree(folders: FolderRow[]): LiveFolderTree {
  const children = new Map<string | null, FolderRow[]>();
  for (const folder of folders) {
    if (folder.deletedAt) continue;
    const siblings = children.get(folder.parentId) ?? [];
    siblings.push(folder);
    children.set(folder.parentId, siblings);
  }
  // Walking down from the top reaches exactly the live ones, and no cycle (it has no top).
  const order: LiveFolderTree['order'] = [];
  const pending: (string | null)[] = [null];
  for (let at = 0; at < pending.length; at++) {
    const parentId = pending[at]!;
    for (const folder of children.get(parentId) ?? []) {
      order.push({ folder, parentId });
      pending.push(folder.id);
    }
  }
  return { order, children };
}

/** How many levels each folder's branch has, itself included (1 for a folder with no subfolders). */
export function folderHeights(tree: LiveFolderTree): Map<string, number> {
  const heights = new Map<string, number>();
  // Children come after their parents in `order`, so going backwards sees every child first.
  for (let at = tree.order.length - 1; at >= 0; at--) {
    const { folder } = tree.order[at]!;
    const below = (tree.children.get(folder.id) ?? []).reduce(
      (most, child) => Math.max(most, heights.get(child.id) ?? 0),
      0,
    );
    heights.set(folder.id, 1 + below);
  }
  return heights;
}
