// Opens untrusted zips (office documents, EPUB) with hard limits. Declared sizes are checked
// first but never trusted: every entry is inflated as a stream and abandoned the moment it
// outgrows its budget, so a zip bomb costs at most one budget of memory.
import JSZip from 'jszip';
import { decodeLeniently } from '../formats/text/encoding.ts';
import { EngineError } from '../types.ts';
import { overBudget, ZIP_BUDGET, type ZipBudget } from './budgets.ts';
import { NODE_DEFLATE } from './zip-deflate.ts';
import { readZipDirectory } from './zip-directory.ts';

/** The caps a zip is opened with: ZIP_BUDGET unless a caller (a test) narrows them. */
export type ZipLimits = ZipBudget;

export const DEFAULT_ZIP_LIMITS: ZipLimits = ZIP_BUDGET;

const MB = 1024 * 1024;

function isUnsafeName(name: string): boolean {
  if (name.includes('\0') || name.startsWith('/') || name.startsWith('\\') || /^[a-zA-Z]:/.test(name))
    return true;
  return name.split(/[\\/]/).some((part) => part === '..');
}

/** JSZip keeps what we need here outside its typings. */
interface JSZipInternals {
  _data?: { compressedSize?: number; uncompressedSize?: number; compression?: { magic?: string } };
  options: { compression?: string };
}

export class SafeZip {
  readonly zip: JSZip;
  readonly limits: ZipLimits;
  private inflated = 0;
  private readonly cache = new Map<string, Uint8Array>();

  private constructor(zip: JSZip, limits: ZipLimits) {
    this.zip = zip;
    this.limits = limits;
  }

  static async open(bytes: Uint8Array, limits: Partial<ZipLimits> = {}): Promise<SafeZip> {
    const caps = { ...DEFAULT_ZIP_LIMITS, ...limits };
    const directory = readZipDirectory(bytes, caps.maxEntries + 1);
    if (!directory)
      throw new EngineError('corrupt-file', 'The file is damaged: it is not a readable zip archive.');
    if (directory.declaredEntries > caps.maxEntries || directory.entries.length > caps.maxEntries) {
      throw overBudget('archive-entries', `The archive has too many entries (more than ${caps.maxEntries}).`);
    }
    const unsafe = directory.entries.find((entry) => isUnsafeName(entry.name));
    if (unsafe)
      throw new EngineError('corrupt-file', `The archive contains an unsafe entry name: ${unsafe.name}`);
    const declared = directory.entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (declared > caps.maxTotalBytes) {
      throw overBudget(
        'archive-bytes',
        `The archive unpacks to more than ${Math.round(caps.maxTotalBytes / MB)} MB.`,
      );
    }
    let zip: JSZip;
    try {
      zip = await JSZip.loadAsync(bytes, { createFolders: false });
    } catch (cause) {
      throw new EngineError('corrupt-file', 'The file is damaged: its zip structure cannot be read.', {
        cause,
      });
    }
    const files = Object.values(zip.files);
    if (files.length > caps.maxEntries) {
      throw overBudget('archive-entries', `The archive has too many entries (more than ${caps.maxEntries}).`);
    }
    for (const file of files) {
      const internals = file as unknown as JSZipInternals;
      // Entries stored uncompressed stay so (ODF/EPUB `mimetype` must); deflated ones are copied raw.
      if (internals._data?.compression?.magic === '\x00\x00') internals.options.compression = 'STORE';
    }
    return new SafeZip(zip, caps);
  }

  names(): string[] {
    return Object.values(this.zip.files)
      .filter((file) => !file.dir)
      .map((file) => file.name);
  }

  has(name: string): boolean {
    const file = this.zip.files[name];
    return file !== undefined && !file.dir;
  }

  async bytes(name: string): Promise<Uint8Array> {
    const cached = this.cache.get(name);
    if (cached) return cached;
    const file = this.zip.files[name];
    if (!file || file.dir) throw new EngineError('corrupt-file', `The document is missing its part ${name}.`);
    const compressed = (file as unknown as JSZipInternals)._data?.compressedSize ?? 0;
    const { maxEntryBytes, maxTotalBytes, maxRatio, ratioFloorBytes } = this.limits;
    const ratioCap = Math.max(ratioFloorBytes, compressed * maxRatio);
    const budget = Math.min(maxEntryBytes, maxTotalBytes - this.inflated, ratioCap);
    const data = await inflateWithin(file, budget, () => {
      if (budget === ratioCap)
        return `The entry ${name} inflates more than ${maxRatio} times its packed size (zip bomb).`;
      return `The archive unpacks to more than ${Math.round(Math.min(maxEntryBytes, maxTotalBytes) / MB)} MB.`;
    });
    this.inflated += data.byteLength;
    this.cache.set(name, data);
    return data;
  }

  /** The entry as text: UTF-8, or UTF-16 when it starts with a byte-order mark (older XML writers). */
  async text(name: string): Promise<string> {
    return decodeLeniently(await this.bytes(name));
  }

  set(name: string, content: string | Uint8Array): void {
    this.cache.delete(name);
    this.zip.file(name, content);
  }

  async generate(): Promise<Uint8Array> {
    // JSZip's typings list only its built-in method names; NODE_DEFLATE is registered beside them.
    const compression = NODE_DEFLATE as 'DEFLATE';
    return this.zip.generateAsync({ type: 'uint8array', compression, compressionOptions: { level: 6 } });
  }
}

/** JSZip's documented-but-untyped streaming accessor: decompresses chunk by chunk. */
interface StreamableFile {
  internalStream(type: 'uint8array'): {
    on(event: 'data', listener: (chunk: Uint8Array) => void): unknown;
    on(event: 'error', listener: (error: Error) => void): unknown;
    on(event: 'end', listener: () => void): unknown;
    pause(): unknown;
    resume(): unknown;
  };
}

function inflateWithin(file: JSZip.JSZipObject, budget: number, tooLarge: () => string): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let total = 0;
    let settled = false;
    const stream = (file as unknown as StreamableFile).internalStream('uint8array');
    stream.on('data', (chunk: Uint8Array) => {
      if (settled) return;
      total += chunk.byteLength;
      if (total > budget) {
        settled = true;
        stream.pause();
        reject(overBudget('archive-bytes', tooLarge()));
        return;
      }
      chunks.push(chunk);
    });
    stream.on('error', (cause: Error) => {
      if (settled) return;
      settled = true;
      reject(
        new EngineError('corrupt-file', `The file is damaged: ${file.name} cannot be unpacked.`, { cause }),
      );
    });
    stream.on('end', () => {
      if (settled) return;
      settled = true;
      const out = new Uint8Array(total);
      let at = 0;
      for (const chunk of chunks) {
        out.set(chunk, at);
        at += chunk.byteLength;
      }
      resolve(out);
    });
    stream.resume();
  });
}
