// A document translated into a right-to-left language reads right to left in its format's own
// terms. Here, the markup several formats share: Word paragraphs holding right-to-left text get
// w:bidi and those runs w:rtl (Word's left and right then mean start and end, so its alignment
// already mirrors) and their tables w:bidiVisual; DrawingML paragraphs rtl="1" with left and right
// alignment swapped; web and e-book pages dir="rtl", with their styles' direction and left/right
// alignment turned (an e-book's spine turns its pages right to left). ODF (odf/rtl-styles.ts) and spreadsheets (office/xlsx-direction.ts) do it in their formats'
// own finishing step. Paragraphs left in the source language (code, addresses) stay left to right.
// Like language-tags.ts, only those attributes and elements change.

import type { SafeZip } from '../../safety/zip.ts';
import { isRtlText } from '../../fonts/bidi.ts';

/** Elements that follow w:bidi in a paragraph's properties (ECMA-376 CT_PPrBase order). */
const AFTER_BIDI =
  /<w:(?:adjustRightInd|snapToGrid|spacing|ind|contextualSpacing|mirrorIndents|suppressOverlap|jc|textDirection|textAlignment|textboxTightWrap|outlineLvl|divId|cnfStyle|rPr|sectPr|pPrChange)\b/u;
/** Elements that follow w:rtl in a run's properties (CT_RPr order). */
const AFTER_RTL = /<w:(?:cs|em|lang|eastAsianLayout|specVanish|oMath)\b/u;

/** Puts `element` before the first child matching `after`, else at the end of the properties. */
function insertInto(properties: string, closing: string, element: string, after: RegExp): string {
  const at = properties.search(after);
  if (at >= 0) return properties.slice(0, at) + element + properties.slice(at);
  return properties.replace(new RegExp(`${closing}$`, 'u'), `${element}${closing}`);
}

/** left ⇄ right in the named attribute values (a placeholder keeps one swap from undoing the other). */
function mirrorValues(xml: string, pattern: RegExp, left: string, right: string): string {
  return xml.replace(pattern, (element) =>
    element
      .replace(`"${left}"`, '"\u0000"')
      .replace(`"${right}"`, `"${left}"`)
      .replace('"\u0000"', `"${right}"`),
  );
}

const textOf = (xml: string, element: string) =>
  [...xml.matchAll(new RegExp(`<${element}\\b[^>]*>([^<]*)</${element}>`, 'gu'))]
    .map((match) => match[1])
    .join('');

function rtlWordParagraph(paragraph: string): string {
  if (!isRtlText(textOf(paragraph, 'w:t'))) return paragraph;
  const start = /^<w:p\b[^>]*>/u.exec(paragraph)?.[0] ?? '';
  let out = paragraph;
  // A paragraph's properties are its first child.
  if (!/^\s*<w:pPr\b/u.test(out.slice(start.length)))
    out = `${start}<w:pPr><w:bidi/></w:pPr>${out.slice(start.length)}`;
  out = out.replace(/<w:pPr\b[^>]*>[\s\S]*?<\/w:pPr>/u, (properties) => {
    const next = properties.replace(/<w:bidi\b[^>]*\/>/u, '<w:bidi/>');
    return /<w:bidi\/>/u.test(next) ? next : insertInto(next, '</w:pPr>', '<w:bidi/>', AFTER_BIDI);
  });
  // Runs holding right-to-left text are marked so.
  return out.replace(/<w:r\b[^>]*>[\s\S]*?<\/w:r>/gu, (run) => {
    if (!isRtlText(textOf(run, 'w:t')) || /<w:rtl\b/u.test(run)) return run;
    if (/<w:rPr>/u.test(run))
      return run.replace(/<w:rPr>[\s\S]*?<\/w:rPr>/u, (properties) =>
        insertInto(properties, '</w:rPr>', '<w:rtl/>', AFTER_RTL),
      );
    return run.replace(/^(<w:r\b[^>]*>)/u, '$1<w:rPr><w:rtl/></w:rPr>');
  });
}

/** Elements that follow w:bidiVisual in a table's properties (CT_TblPr order). */
const AFTER_BIDI_VISUAL =
  /<w:(?:tblStyleRowBandSize|tblStyleColBandSize|tblW|jc|tblCellSpacing|tblInd|tblBorders|shd|tblLayout|tblCellMar|tblLook|tblCaption|tblDescription|tblPrChange)\b/u;

/** A table holding right-to-left text lays its columns out from the right (w:bidiVisual). */
function rtlWordTable(table: string): string {
  if (!isRtlText(textOf(table, 'w:t')) || /<w:bidiVisual\b/u.test(table)) return table;
  return table.replace(/<w:tblPr>[\s\S]*?<\/w:tblPr>/u, (properties) =>
    insertInto(properties, '</w:tblPr>', '<w:bidiVisual/>', AFTER_BIDI_VISUAL),
  );
}

function rtlWord(xml: string): string {
  return xml
    .replace(/<w:tbl>[\s\S]*?<\/w:tbl>/gu, rtlWordTable)
    .replace(/<w:p\b(?!Pr)[^>]*>[\s\S]*?<\/w:p>/gu, rtlWordParagraph);
}

function rtlDrawing(xml: string): string {
  return xml.replace(/<a:p>[\s\S]*?<\/a:p>/gu, (paragraph) =>
    isRtlText(textOf(paragraph, 'a:t')) ? rtlDrawingParagraph(paragraph) : paragraph,
  );
}

function rtlDrawingParagraph(paragraph: string): string {
  return paragraph.replace(/^<a:p>(<a:pPr\b[^>]*?(\/?)>)?/u, (start, properties: string | undefined) => {
    if (!properties) return '<a:p><a:pPr rtl="1"/>';
    let next = /\srtl="/u.test(properties)
      ? properties.replace(/\srtl="[^"]*"/u, ' rtl="1"')
      : properties.replace(/^<a:pPr/u, '<a:pPr rtl="1"');
    next = mirrorValues(next, /<a:pPr\b[^>]*>/gu, 'l', 'r');
    return `<a:p>${next}`;
  });
}

/** Styles read right to left: a direction set to ltr turned, left and right alignment swapped. */
export function rtlCss(css: string): string {
  return css
    .replace(/(\bdirection\s*:\s*)ltr\b/giu, '$1rtl')
    .replace(/(\btext-align\s*:\s*)(left|right)\b/giu, (_, property: string, side: string) =>
      property.concat(side.toLowerCase() === 'left' ? 'right' : 'left'),
    );
}

/** A page read right to left: dir="rtl" on its root, its style elements and attributes turned too. */
export function rtlHtml(markup: string): string {
  return markup
    .replace(/<html\b[^>]*>/iu, (element) =>
      /\sdir\s*=/iu.test(element)
        ? element.replace(/(\sdir\s*=\s*)(["']?)[^"'\s>]*\2/iu, '$1"rtl"')
        : element.replace(/^<html\b/iu, '<html dir="rtl"'),
    )
    .replace(/(<style\b[^>]*>)([\s\S]*?)(<\/style>)/giu, (_, open: string, css: string, close: string) =>
      open.concat(rtlCss(css), close),
    )
    .replace(/(\sstyle\s*=\s*")([^"]*)"/giu, (_, open: string, css: string) => `${open}${rtlCss(css)}"`);
}

function rtlSpine(xml: string): string {
  return xml.replace(/<spine\b[^>]*>/u, (element) =>
    /page-progression-direction=/u.test(element)
      ? element.replace(/page-progression-direction="[^"]*"/u, 'page-progression-direction="rtl"')
      : element.replace(/^<spine\b/u, '<spine page-progression-direction="rtl"'),
  );
}

/** Sets right-to-left direction in every part of the archive that lays out paragraphs. */
export async function setRtlDirection(zip: SafeZip): Promise<void> {
  for (const name of zip.names()) {
    if (!/\.(xml|opf|xhtml|html?|css)$/iu.test(name)) continue;
    const xml = await zip.text(name);
    let out = xml;
    if (/<w:body>|<w:hdr\b|<w:ftr\b|<w:footnotes\b|<w:endnotes\b/u.test(xml)) out = rtlWord(out);
    if (xml.includes('<a:p>')) out = rtlDrawing(out);
    if (/\.x?html?$/iu.test(name)) out = rtlHtml(out);
    if (name.endsWith('.opf')) out = rtlSpine(out);
    if (/\.css$/iu.test(name)) out = rtlCss(out);
    if (out !== xml) zip.set(name, out);
  }
}
