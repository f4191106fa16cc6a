// The document's own embedded fonts, read for drawing translated text with them again
// (fonts/source-face.ts): CID fonts under Identity-H, whose subsets say which glyphs they kept.

import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRef, PDFStream } from 'pdf-lib';
import { parseToUnicode } from '../../fonts/to-unicode.ts';
import { cffCids, trueTypeOutlines } from '../../fonts/embedded-glyphs.ts';
import { sourceFace, type SourceFace } from '../../fonts/source-face.ts';
import { streamBytes } from './content/stream-bytes.ts';

/** A CID font's advances by CID, from /W in both its forms (`c [w …]` and `c₁ c₂ w`). */
export function cidWidths(cidFont: PDFDict): Map<number, number> {
  const widths = new Map<number, number>();
  const entries = cidFont.lookupMaybe(PDFName.of('W'), PDFArray)?.asArray() ?? [];
  const number = (value: unknown) => {
    const looked = cidFont.context.lookup(value as PDFRef);
    return looked instanceof PDFNumber ? looked.asNumber() : undefined;
  };
  for (let index = 0; index < entries.length;) {
    const first = number(entries[index]);
    const next = cidFont.context.lookup(entries[index + 1]);
    if (first === undefined) break;
    if (next instanceof PDFArray) {
      next.asArray().forEach((value, offset) => {
        const width = number(value);
        if (width !== undefined) widths.set(first + offset, width);
      });
      index += 2;
      continue;
    }
    const last = number(entries[index + 1]);
    const width = number(entries[index + 2]);
    // CIDs are two bytes: a hostile range cannot make the map larger than that.
    if (last === undefined || width === undefined || widths.size + last - first > 0xffff) break;
    for (let cid = first; cid <= last; cid++) widths.set(cid, width);
    index += 3;
  }
  return widths;
}

/** The glyphs a CID font's program holds, by CID; undefined when it cannot be told. */
function presentGlyphs(cidFont: PDFDict): ((cid: number) => boolean) | undefined {
  const descriptor = cidFont.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
  const subtype = cidFont.lookupMaybe(PDFName.of('Subtype'), PDFName)?.decodeText();
  if (subtype === 'CIDFontType2') {
    const program = descriptor?.lookupMaybe(PDFName.of('FontFile2'), PDFStream);
    // Identity is the only CID-to-glyph map worth reading: producers that renumber write a stream.
    const map = cidFont.get(PDFName.of('CIDToGIDMap'));
    if (!program || (map !== undefined && map.toString() !== '/Identity')) return undefined;
    return trueTypeOutlines(streamBytes(program));
  }
  const program = descriptor?.lookupMaybe(PDFName.of('FontFile3'), PDFStream);
  if (subtype !== 'CIDFontType0' || program?.dict.get(PDFName.of('Subtype'))?.toString() !== '/CIDFontType0C')
    return undefined;
  const cids = cffCids(streamBytes(program));
  return cids && ((cid) => cids.has(cid));
}

/** A Type0 font under Identity-H with a ToUnicode map and a readable program, as a face to draw with. */
export function readSourceFace(font: PDFDict, ref: PDFRef): SourceFace | undefined {
  if (font.lookupMaybe(PDFName.of('Subtype'), PDFName)?.decodeText() !== 'Type0') return undefined;
  if (font.get(PDFName.of('Encoding'))?.toString() !== '/Identity-H') return undefined;
  const toUnicode = font.lookupMaybe(PDFName.of('ToUnicode'), PDFStream);
  const cidFont = font.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray)?.lookup(0);
  if (!toUnicode || !(cidFont instanceof PDFDict)) return undefined;
  const present = presentGlyphs(cidFont);
  if (!present) return undefined;
  const widths = cidWidths(cidFont);
  const fallback = cidFont.lookupMaybe(PDFName.of('DW'), PDFNumber)?.asNumber() ?? 1000;
  return sourceFace({
    ref,
    toUnicode: parseToUnicode(streamBytes(toUnicode)),
    codeLength: 2,
    present,
    width: (cid) => widths.get(cid) ?? fallback,
  });
}
