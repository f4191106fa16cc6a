import type { Folder } from '@tolk/contract';

export interface FolderNode {
  folder: Folder;
  depth: number;
  children: FolderNode[];
}

/** Nests the flat folder list (already by name); a folder whose parent is gone shows at the top. */
export function buildFolderTree(folders: readonly Folder[]): FolderNode[] {
  const ids = new Set(folders.map((f) => f.id));
  const byParent = new Map<string | null, Folder[]>();
  for (const folder of folders) {
    const parent = folder.parentId && ids.has(folder.parentId) ? folder.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), folder]);
  }
  const seen = new Set<string>();
  const build = (parent: string | null, depth: number): FolderNode[] =>
    (byParent.get(parent) ?? [])
      .filter((folder) => !seen.has(folder.id) && seen.add(folder.id))
      .map((folder) => ({ folder, depth, children: build(folder.id, depth + 1) }));
  return build(null, 0);
}

/** The folders from the top down to this one, for the breadcrumbs. */
export function folderPath(folders: readonly Folder[], folderId: string | null | undefined): Folder[] {
  return pathIn(new Map(folders.map((f) => [f.id, f])), folderId);
}

/** Every folder's path from the top, by folder id: where a document of "All documents" is. */
export function folderPaths(folders: readonly Folder[]): Map<string, Folder[]> {
  const byId = new Map(folders.map((f) => [f.id, f]));
  return new Map(folders.map((f) => [f.id, pathIn(byId, f.id)]));
}

function pathIn(byId: ReadonlyMap<string, Folder>, folderId: string | null | undefined): Folder[] {
  const path: Folder[] = [];
  let current = folderId ? byId.get(folderId) : undefined;
  while (current && !path.includes(current)) {
    path.unshift(current);
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return path;
}

/** A folder and everything under it: where it cannot be moved to. */
export function subtreeIds(folders: readonly Folder[], folderId: string): Set<string> {
  const result = new Set([folderId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const folder of folders)
      if (folder.parentId && result.has(folder.parentId) && !result.has(folder.id)) {
        result.add(folder.id);
        grew = true;
      }
  }
  return result;
}

/** Flattened in tree order with depth, for pickers. */
export function flattenTree(nodes: readonly FolderNode[]): FolderNode[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children)]);
}
