// Which glyphs an embedded subset kept: a code outside them must never be drawn with that font.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fontkit from '@pdf-lib/fontkit';
import { cffCids, trueTypeOutlines } from '../../src/fonts/embedded-glyphs.ts';
import { parseToUnicode } from '../../src/fonts/to-unicode.ts';

const int32 = (value: number) => [
  29,
  (value >>> 24) & 255,
  (value >>> 16) & 255,
  (value >>> 8) & 255,
  value & 255,
];

function cffIndex(entries: number[][]): number[] {
  if (entries.length === 0) return [0, 0];
  const offsets = [1];
  for (const entry of entries) offsets.push((offsets[offsets.length - 1] as number) + entry.length);
  return [entries.length >> 8, entries.length & 255, 1, ...offsets, ...entries.flat()];
}

/**
 * A CID-keyed CFF program as LuaTeX and XeTeX embed subsets: its glyphs (each an empty charstring)
 * carry the given CIDs in a charset of the given format.
 */
function cidKeyedCff(cids: number[], format: 0 | 1 | 2): Uint8Array {
  const charset =
    format === 0
      ? [0, ...cids.flatMap((cid) => [cid >> 8, cid & 255])]
      : [format, ...cids.flatMap((cid) => [cid >> 8, cid & 255, ...(format === 1 ? [0] : [0, 0])])];
  const charStrings = cffIndex([[14], ...cids.map(() => [14])]);
  const header = [1, 0, 4, 1];
  const names = cffIndex([[...Buffer.from('Subset')]]);
  const topLength = (dict: number[]) => cffIndex([dict]).length;
  const top = (charsetAt: number, charStringsAt: number) => [
    ...[139, 139, 139], // ROS: registry, ordering, supplement (0, 0, 0)
    12,
    30,
    ...int32(charsetAt),
    15,
    ...int32(charStringsAt),
    17,
  ];
  const before = header.length + names.length + topLength(top(0, 0)) + 2 + 2;
  const dict = top(before, before + charset.length);
  return new Uint8Array([
    ...header,
    ...names,
    ...cffIndex([dict]),
    ...cffIndex([]),
    ...cffIndex([]),
    ...charset,
    ...charStrings,
  ]);
}

describe('cffCids', () => {
  for (const format of [0, 1, 2] as const)
    it(`reads the CIDs a CID-keyed subset kept (charset format ${format})`, () => {
      const cids = cffCids(cidKeyedCff([3, 17, 4242], format));
      expect(cids && [...cids].sort((a, b) => a - b)).toEqual([0, 3, 17, 4242]);
    });

  it('takes glyph indexes as CIDs in a font that is not CID-keyed (Latin Modern)', () => {
    const file = readFileSync('/usr/share/texmf/fonts/opentype/public/lm/lmroman10-regular.otf');
    const font = fontkit.create(file);
    const table = (
      font as unknown as { directory: { tables: Record<string, { offset: number; length: number }> } }
    ).directory.tables['CFF '];
    if (!table) throw new Error('Latin Modern has no CFF table');
    const cids = cffCids(new Uint8Array(file.subarray(table.offset, table.offset + table.length)));
    expect(cids?.size).toBe(font.numGlyphs);
  });

  it('gives no answer for bytes that are not a CFF program', () => {
    expect(cffCids(new Uint8Array([1, 0, 4]))).toBeUndefined();
  });
});

describe('trueTypeOutlines', () => {
  it('tells glyphs with outlines from empty ones (the space) and ids past the end', () => {
    const file = new Uint8Array(readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'));
    const font = fontkit.create(Buffer.from(file));
    const outlined = trueTypeOutlines(file);
    expect(outlined?.(font.glyphForCodePoint(0x61).id)).toBe(true);
    expect(outlined?.(font.glyphForCodePoint(0x20).id)).toBe(false);
    expect(outlined?.(font.numGlyphs + 5)).toBe(false);
  });
});

describe('parseToUnicode', () => {
  it('reads bfchar, incrementing bfrange and array bfrange entries', () => {
    const cmap = `/CIDInit /ProcSet findresource begin 12 dict begin begincmap
1 begincodespacerange <0000> <FFFF> endcodespacerange
2 beginbfchar
<0003> <0020>
<0010> <00660069>
endbfchar
2 beginbfrange
<0041> <0043> <0061>
<0050> <0051> [<00E9> <00F1>]
endbfrange
endcmap CMapName currentdict /CMap defineresource pop end end`;
    const map = parseToUnicode(new TextEncoder().encode(cmap));
    expect(Object.fromEntries(map)).toEqual({
      3: ' ',
      16: 'fi',
      65: 'a',
      66: 'b',
      67: 'c',
      80: 'é',
      81: 'ñ',
    });
  });
});
