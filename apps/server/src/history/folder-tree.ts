import type { FolderNode } from './folders-repo.ts';

export interface SubtreeEntry {
  id: string;
  parentId: string | null;
  /** 0 for the root of the walk, 1 for its children, ... */
  depth: number;
}

/**
 * The folder `rootId` and its descendants, parents before children (breadth first).
 * Deleted descendants are skipped unless asked for; the walk is cycle-safe.
 */
export function subtree(
  nodes: FolderNode[],
  rootId: string,
  options: { includeDeleted?: boolean } = {},
): SubtreeEntry[] {
  const children = new Map<string, FolderNode[]>();
  for (const node of nodes) {
    if (node.parentId === null) continue;
    const siblings = children.get(node.parentId) ?? [];
    siblings.push(node);
    children.set(node.parentId, siblings);
  }
  const root = nodes.find((node) => node.id === rootId);
  if (!root) return [];
  const seen = new Set<string>([rootId]);
  const out: SubtreeEntry[] = [{ id: rootId, parentId: root.parentId, depth: 0 }];
  for (let i = 0; i < out.length; i++) {
    const entry = out[i] as SubtreeEntry;
    for (const child of children.get(entry.id) ?? []) {
      if (seen.has(child.id) || (child.deletedAt && !options.includeDeleted)) continue;
      seen.add(child.id);
      out.push({ id: child.id, parentId: entry.id, depth: entry.depth + 1 });
    }
  }
  return out;
}
