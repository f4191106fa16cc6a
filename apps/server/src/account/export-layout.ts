import type { FolderRow } from '../folders/repo.ts';

// Where each file goes in an account export: folders as in History, names made safe for every
// unzip tool (no separators, no control characters, no "..") and unique within their folder.

const MAX_SEGMENT = 120;
/** Separators and the characters Windows refuses in names. */
const UNSAFE = '/\\:*?"<>|';

/** A folder or file name as one safe path segment. */
export function safeSegment(name: string): string {
  const cleaned = [...name]
    .map((ch) => (ch.charCodeAt(0) < 0x20 || ch === '\u007f' || UNSAFE.includes(ch) ? '_' : ch))
    .join('')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  // Whole characters only: cutting a surrogate pair in two would leave a broken name.
  const short = [...cleaned].slice(0, MAX_SEGMENT).join('');
  return short === '' ? '_' : short;
}

/**
 * The path of each live folder ("Work/Clients"). A deleted folder, or one below a deleted or
 * missing folder, has none: its documents are listed at the top, as History shows them.
 */
export function folderPaths(folders: FolderRow[]): Map<string, string> {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const paths = new Map<string, string>();
  const resolve = (id: string, seen: Set<string>): string | undefined => {
    if (paths.has(id)) return paths.get(id);
    const folder = byId.get(id);
    if (!folder || folder.deletedAt || seen.has(id)) return undefined;
    seen.add(id);
    const parent = folder.parentId === null ? '' : resolve(folder.parentId, seen);
    if (parent === undefined) return undefined;
    const path = parent === '' ? safeSegment(folder.name) : `${parent}/${safeSegment(folder.name)}`;
    paths.set(id, path);
    return path;
  };
  for (const folder of folders) resolve(folder.id, new Set());
  return paths;
}

/** Hands out paths, adding " (2)", " (3)" before the extension when a name is taken (case-insensitively). */
export function uniquePaths(reserved: string[] = []) {
  const used = new Set(reserved.map((path) => path.toLowerCase()));
  return (folder: string, fileName: string): string => {
    const name = safeSegment(fileName);
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let n = 1; ; n++) {
      const candidate = `${folder === '' ? '' : `${folder}/`}${n === 1 ? name : `${stem} (${n})${ext}`}`;
      if (!used.has(candidate.toLowerCase())) {
        used.add(candidate.toLowerCase());
        return candidate;
      }
    }
  };
}
