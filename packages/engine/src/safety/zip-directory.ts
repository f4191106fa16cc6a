// A synchronous reader of a zip's central directory. sniff() must answer synchronously, and the
// safe opener checks the entry count and declared sizes here before JSZip allocates anything.
import { inflateRawSync } from 'node:zlib';

export interface ZipDirectoryEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

export interface ZipDirectory {
  /** Entry count declared by the end-of-central-directory record. */
  declaredEntries: number;
  entries: ZipDirectoryEntry[];
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

function findEndOfCentralDirectory(view: DataView): number {
  const last = view.byteLength - 22;
  const first = Math.max(0, last - 0xffff);
  for (let at = last; at >= first; at--) {
    if (view.getUint32(at, true) === EOCD_SIGNATURE) return at;
  }
  return -1;
}

/**
 * Reads up to `maxEntries` central-directory records. Returns null when the bytes are not a zip
 * (no end record, or records that point outside the file). Zip64 archives report 0xFFFF entries
 * and are read as far as their 32-bit records go; callers treat the declared count as a hint.
 */
export function readZipDirectory(
  bytes: Uint8Array,
  maxEntries = Number.POSITIVE_INFINITY,
): ZipDirectory | null {
  if (bytes.byteLength < 22) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfCentralDirectory(view);
  if (eocd < 0) return null;
  const declaredEntries = view.getUint16(eocd + 10, true);
  const directoryOffset = view.getUint32(eocd + 16, true);
  const entries: ZipDirectoryEntry[] = [];
  const decoder = new TextDecoder();
  let at = directoryOffset;
  while (entries.length < Math.min(declaredEntries, maxEntries)) {
    if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== CENTRAL_SIGNATURE) {
      return entries.length === 0 && declaredEntries > 0 ? null : { declaredEntries, entries };
    }
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > bytes.byteLength) return null;
    entries.push({
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      uncompressedSize: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { declaredEntries, entries };
}

/** The first bytes of a small entry (e.g. ODF/EPUB `mimetype`), or null when unreadable. */
export function readSmallEntry(
  bytes: Uint8Array,
  entry: ZipDirectoryEntry,
  maxBytes = 1024,
): Uint8Array | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.byteLength || view.getUint32(at, true) !== LOCAL_SIGNATURE) return null;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + Math.min(entry.compressedSize, maxBytes * 4);
  if (end > bytes.byteLength) return null;
  const raw = bytes.subarray(start, end);
  if (entry.method === 0) return raw.subarray(0, maxBytes);
  if (entry.method !== 8) return null;
  try {
    return new Uint8Array(inflateRawSync(raw, { maxOutputLength: maxBytes, finishFlush: 2 }));
  } catch {
    return null;
  }
}

/** Entry names of a zip, or null when the bytes are not one. Cheap enough for sniffing. */
export function zipEntryNames(bytes: Uint8Array): Set<string> | null {
  const directory = readZipDirectory(bytes, 20_000);
  return directory ? new Set(directory.entries.map((entry) => entry.name)) : null;
}

/** The trimmed text of the `mimetype` entry (ODF, EPUB), or null. */
export function zipMimetype(bytes: Uint8Array): string | null {
  const directory = readZipDirectory(bytes, 20_000);
  const entry = directory?.entries.find((candidate) => candidate.name === 'mimetype');
  if (!entry) return null;
  const content = readSmallEntry(bytes, entry, 200);
  return content ? new TextDecoder().decode(content).trim() : null;
}
