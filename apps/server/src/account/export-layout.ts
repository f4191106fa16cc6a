import type { FolderRow } from '../history/folders-repo.ts';
import { folderHeights, liveFolderTree } from './export-tree.ts';

// Where each file goes in an account export: folders as in History, with names every unzip tool
// takes: no separators, control characters or "..", unique within their folder whatever the case
// (a folder named like the data file, "Work" beside "work"), and short enough: each name at most
// 255 bytes and each whole path at most 1024 bytes of UTF-8, which file systems and `unzip` keep
// whole. The JSON beside the files keeps every name as it was, and where each one went.

export const MAX_SEGMENT_BYTES = 255;
export const MAX_PATH_BYTES = 1024;
/** A folder's path leaves this much for a file inside it: a slash and a whole name. */
const FOLDER_PATH_BYTES = MAX_PATH_BYTES - MAX_SEGMENT_BYTES - 1;
/** The fewest bytes a folder's own name is cut to, " (2)" included, before it nests no deeper. */
const MIN_FOLDER_BYTES = 16;
/** Longer "extensions" are part of the name (a file called "Notes. The long version"). */
const MAX_EXTENSION_BYTES = 16;

/** Separators and the characters Windows refuses in names. */
const UNSAFE = '/\\:*?"<>|';
/** Names Windows keeps for devices, with any extension. */
const DEVICE = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])(\..*)?$/i;

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
const trimEnds = (text: string) => text.replace(/^[\s.]+|[\s.]+$/g, '');

/** The name with its unsafe characters replaced, as long as it came. */
function cleanName(name: string): string {
  const cleaned = trimEnds(
    [...name]
      .map((ch) => (ch.charCodeAt(0) < 0x20 || ch === '\u007f' || UNSAFE.includes(ch) ? '_' : ch))
      .join(''),
  );
  return DEVICE.test(cleaned) ? `_${cleaned}` : cleaned;
}

/** The longest start of `text` within `max` UTF-8 bytes, cut between characters, never inside one. */
export function cutToBytes(text: string, max: number): string {
  let used = 0;
  let end = 0;
  for (const ch of text) {
    used += bytes(ch);
    if (used > max) break;
    end += ch.length;
  }
  return text.slice(0, end);
}

/** The names taken in each folder of the ZIP ('' is the top), compared as a case-blind file system does. */
class Names {
  private readonly taken = new Map<string, Set<string>>();
  private static key = (name: string) => name.normalize('NFC').toLowerCase();

  constructor(reservedAtTop: string[]) {
    this.taken.set('', new Set(reservedAtTop.map(Names.key)));
  }

  /** A free name in `folder` within `budget` bytes: the name, else "name (2)", "name (3)"... */
  claim(folder: string, name: string, budget: number, keepExtension: boolean): string {
    const taken = this.taken.get(folder) ?? new Set<string>();
    this.taken.set(folder, taken);
    const clean = cleanName(name);
    const dot = clean.lastIndexOf('.');
    const split = keepExtension && dot > 0 && bytes(clean.slice(dot)) <= MAX_EXTENSION_BYTES;
    const [stem, extension] = split ? [clean.slice(0, dot), clean.slice(dot)] : [clean, ''];
    for (let n = 1; ; n++) {
      const suffix = n === 1 ? '' : ` (${n})`;
      const room = budget - bytes(suffix) - bytes(extension);
      const candidate = `${trimEnds(cutToBytes(stem, room)) || '_'}${suffix}${extension}`;
      if (!taken.has(Names.key(candidate))) {
        taken.add(Names.key(candidate));
        return candidate;
      }
    }
  }
}

const parentOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('/')));
const join = (folder: string, name: string) => (folder === '' ? name : `${folder}/${name}`);

export interface ExportLayout {
  /** Where each live folder is in the ZIP; deleted ones (and those below them) have no place. */
  folders: Map<string, string>;
  /** A file's path in the ZIP, in `folder` ('' for the top, or one of `folders`' paths). */
  file(folder: string, fileName: string): string;
}

/**
 * Folders go where History has them while the path has room. A deep branch shares the room
 * among its levels (each name cut shorter, never below MIN_FOLDER_BYTES); a folder deeper than
 * that goes into the deepest folder above it that still has room, beside its ancestors.
 */
export function exportLayout(folders: FolderRow[], reservedAtTop: string[]): ExportLayout {
  const names = new Names(reservedAtTop);
  const tree = liveFolderTree(folders);
  const heights = folderHeights(tree);
  const paths = new Map<string, string>();
  for (const { folder, parentId } of tree.order) {
    let at = parentId === null ? '' : (paths.get(parentId) ?? '');
    for (;;) {
      const room = FOLDER_PATH_BYTES - bytes(at) - (at === '' ? 0 : 1);
      const levels = Math.min(heights.get(folder.id) ?? 1, Math.floor((room + 1) / (MIN_FOLDER_BYTES + 1)));
      if (levels >= 1 || at === '') {
        const budget = Math.min(MAX_SEGMENT_BYTES, Math.floor((room + 1) / Math.max(1, levels)) - 1);
        paths.set(folder.id, join(at, names.claim(at, folder.name, budget, false)));
        break;
      }
      at = parentOf(at);
    }
  }
  return {
    folders: paths,
    file: (folder, fileName) =>
      join(
        folder,
        names.claim(folder, fileName, Math.min(MAX_SEGMENT_BYTES, MAX_PATH_BYTES - bytes(folder) - 1), true),
      ),
  };
}
