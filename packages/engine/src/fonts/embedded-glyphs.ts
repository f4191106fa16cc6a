// Which glyphs a font program embedded in a PDF still holds. Embedded fonts are subsets: a code the
// font's maps still list may have lost its outline, and drawing it would leave a blank.

/** Reads CFF's DICT and INDEX structures (Adobe TN #5176). */
class CffReader {
  private readonly bytes: Uint8Array;

  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }

  card16(at: number): number {
    return ((this.bytes[at] ?? 0) << 8) | (this.bytes[at + 1] ?? 0);
  }

  private offset(at: number, size: number): number {
    let value = 0;
    for (let k = 0; k < size; k++) value = value * 256 + (this.bytes[at + k] ?? 0);
    return value;
  }

  /** An INDEX's entries as [start, end) ranges, and where the next structure begins. */
  index(at: number): { entries: [number, number][]; end: number } {
    const count = this.card16(at);
    if (count === 0) return { entries: [], end: at + 2 };
    const size = this.bytes[at + 2] ?? 1;
    const base = at + 3 + (count + 1) * size - 1;
    const entries: [number, number][] = [];
    for (let k = 0; k < count; k++)
      entries.push([
        base + this.offset(at + 3 + k * size, size),
        base + this.offset(at + 3 + (k + 1) * size, size),
      ]);
    return { entries, end: base + this.offset(at + 3 + count * size, size) };
  }

  /** A DICT's operators (12 x as 1200 + x) with their operands. */
  dict([start, end]: [number, number]): Map<number, number[]> {
    const entries = new Map<number, number[]>();
    let operands: number[] = [];
    for (let at = start; at < end;) {
      const b0 = this.bytes[at] ?? 0;
      if (b0 <= 21) {
        const operator = b0 === 12 ? 1200 + (this.bytes[at + 1] ?? 0) : b0;
        entries.set(operator, operands);
        operands = [];
        at += b0 === 12 ? 2 : 1;
      } else if (b0 === 28) {
        operands.push(((((this.bytes[at + 1] ?? 0) << 8) | (this.bytes[at + 2] ?? 0)) << 16) >> 16);
        at += 3;
      } else if (b0 === 29) {
        operands.push(this.offset(at + 1, 4) | 0);
        at += 5;
      } else if (b0 === 30) {
        // A real number: nibbles up to an 0xf; its value is not needed here.
        at += 1;
        while (
          at < end &&
          ((this.bytes[at] ?? 0xff) & 0x0f) !== 0x0f &&
          (this.bytes[at] ?? 0xff) >> 4 !== 0x0f
        )
          at++;
        at += 1;
        operands.push(0);
      } else if (b0 >= 32 && b0 <= 246) {
        operands.push(b0 - 139);
        at += 1;
      } else if (b0 >= 247 && b0 <= 250) {
        operands.push((b0 - 247) * 256 + (this.bytes[at + 1] ?? 0) + 108);
        at += 2;
      } else if (b0 >= 251 && b0 <= 254) {
        operands.push(-(b0 - 251) * 256 - (this.bytes[at + 1] ?? 0) - 108);
        at += 2;
      } else at += 1;
    }
    return entries;
  }
}

const CHARSET = 15;
const CHAR_STRINGS = 17;
const ROS = 1230;

/**
 * The CIDs a bare CFF font program (FontFile3 /CIDFontType0C) draws. A CID-keyed font lists them in
 * its charset; for any other, CIDs are glyph indexes (PDF 32000 §9.7.4.2).
 */
export function cffCids(bytes: Uint8Array): Set<number> | undefined {
  try {
    const cff = new CffReader(bytes);
    const names = cff.index(bytes[2] ?? 4);
    const top = cff.index(names.end);
    const first = top.entries[0];
    if (!first) return undefined;
    const dict = cff.dict(first);
    const charStrings = dict.get(CHAR_STRINGS)?.[0];
    if (charStrings === undefined) return undefined;
    const glyphs = cff.index(charStrings).entries.length;
    const cids = new Set<number>([0]);
    const charset = dict.get(CHARSET)?.[0] ?? 0;
    if (!dict.has(ROS) || charset <= 2) {
      for (let gid = 1; gid < glyphs; gid++) cids.add(gid);
      return cids;
    }
    const format = bytes[charset] ?? 0;
    let at = charset + 1;
    if (format === 0) {
      for (let gid = 1; gid < glyphs; gid++, at += 2) cids.add(cff.card16(at));
      return cids;
    }
    // Formats 1 and 2: ranges of consecutive CIDs, counted by one or two bytes.
    for (let gid = 1; gid < glyphs;) {
      const start = cff.card16(at);
      const left = format === 1 ? (bytes[at + 2] ?? 0) : cff.card16(at + 2);
      at += format === 1 ? 3 : 4;
      for (let k = 0; k <= left && gid < glyphs; k++, gid++) cids.add(start + k);
    }
    return cids;
  } catch {
    return undefined;
  }
}

/** Whether a glyph of a TrueType program (FontFile2) has an outline: its `loca` span is not empty. */
export function trueTypeOutlines(bytes: Uint8Array): ((glyph: number) => boolean) | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = new Map<string, number>();
  try {
    const count = view.getUint16(4);
    for (let k = 0; k < count; k++) {
      const record = 12 + 16 * k;
      const tag = String.fromCharCode(...bytes.subarray(record, record + 4));
      tables.set(tag, view.getUint32(record + 8));
    }
    const head = tables.get('head');
    const loca = tables.get('loca');
    const maxp = tables.get('maxp');
    if (head === undefined || loca === undefined || maxp === undefined) return undefined;
    const long = view.getInt16(head + 50) === 1;
    const glyphs = view.getUint16(maxp + 4);
    const entry = (glyph: number) =>
      long ? view.getUint32(loca + 4 * glyph) : 2 * view.getUint16(loca + 2 * glyph);
    return (glyph) => {
      try {
        return glyph >= 0 && glyph < glyphs && entry(glyph + 1) > entry(glyph);
      } catch {
        return false;
      }
    };
  } catch {
    return undefined;
  }
}
