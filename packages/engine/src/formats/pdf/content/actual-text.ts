// The replacement text (/ActualText, PDF 32000 §14.9.4) of each marked-content sequence a content
// stream opens, in the order it opens them. LibreOffice, Word and XeTeX draw a Devanagari or
// Bengali cluster whose glyphs do not map one to one to its characters inside
// `/Span <</ActualText (…)>> BDC … EMC`; poppler reads that text and pdf.js reads the glyphs.

import { ContentTokenizer, type Token } from './tokenizer.ts';
import { shownBytes } from './string-bytes.ts';

/** A PDF text string: UTF-16BE after its byte order mark, else PDFDocEncoding (Latin-1 for text). */
function textString(bytes: Uint8Array): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    let text = '';
    for (let at = 2; at + 1 < bytes.length; at += 2)
      text += String.fromCharCode(((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0));
    return text;
  }
  return Buffer.from(bytes).toString('latin1');
}

function actualTextOf(bytes: Uint8Array, properties: Token | undefined): string | undefined {
  const items = properties?.kind === 'dict' ? (properties.items ?? []) : [];
  const at = items.findIndex((item) => item.kind === 'name' && item.text === 'ActualText');
  const value = at >= 0 ? items[at + 1] : undefined;
  if (value?.kind !== 'string' && value?.kind !== 'hex') return undefined;
  return textString(shownBytes(bytes, [value]));
}

/**
 * For every BMC and BDC of the stream, in order: the ActualText its properties give inline, or
 * undefined (none, or properties named in the page's resources).
 */
export function markedContentTexts(bytes: Uint8Array): (string | undefined)[] {
  const tokenizer = new ContentTokenizer(bytes);
  const texts: (string | undefined)[] = [];
  let operands: Token[] = [];
  for (let token = tokenizer.next(); token; token = tokenizer.next()) {
    if (token.kind !== 'op') {
      operands.push(token);
      continue;
    }
    if (token.text === 'BMC') texts.push(undefined);
    else if (token.text === 'BDC') texts.push(actualTextOf(bytes, operands.at(-1)));
    operands = [];
  }
  return texts;
}
