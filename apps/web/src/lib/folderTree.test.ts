import { describe, expect, it } from 'vitest';
import type { Folder } from '@tolk/contract';
import { buildFolderTree, flattenTree, folderPath, folderPaths, subtreeIds } from './folderTree';

const f = (id: string, parentId: string | null = null): Folder => ({
  id,
  userId: 'u',
  name: id,
  parentId,
  color: null,
  deletedAt: null,
  createdAt: 'x',
});
const folders = [f('a'), f('b', 'a'), f('c', 'b'), f('d'), f('orphan', 'gone')];

describe('folder tree', () => {
  it('nests folders, and shows a folder whose parent is gone at the top', () => {
    const tree = buildFolderTree(folders);
    expect(tree.map((n) => n.folder.id)).toEqual(['a', 'd', 'orphan']);
    expect(flattenTree(tree).map((n) => `${n.folder.id}:${n.depth}`)).toEqual([
      'a:0',
      'b:1',
      'c:2',
      'd:0',
      'orphan:0',
    ]);
  });

  it('survives a parent cycle without looping', () => {
    const cyclic = [f('x', 'y'), f('y', 'x')];
    expect(flattenTree(buildFolderTree(cyclic))).toHaveLength(0);
    expect(folderPath(cyclic, 'x').map((p) => p.id)).toEqual(['y', 'x']);
  });

  it('gives the breadcrumb path from the top', () => {
    expect(folderPath(folders, 'c').map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(folderPath(folders, undefined)).toEqual([]);
  });

  it('lists a folder and all below it as forbidden move targets', () => {
    expect([...subtreeIds(folders, 'a')].sort()).toEqual(['a', 'b', 'c']);
  });

  it("gives every folder's path from the top, by id", () => {
    const paths = folderPaths(folders);
    expect(paths.get('c')?.map((x) => x.id)).toEqual(['a', 'b', 'c']);
    expect(paths.get('orphan')?.map((x) => x.id)).toEqual(['orphan']);
    expect(paths.get('gone')).toBeUndefined();
  });
});
