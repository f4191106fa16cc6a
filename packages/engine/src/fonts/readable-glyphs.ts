// Glyph codes whose ToUnicode map reads back the text in its logical order. Shaping draws a
// cluster's glyphs in another order than its characters (Devanagari's ि before its consonant), as
// one glyph for several characters (Arabic's lam-alef, read right to left), as several for one
// (Thai's sara am), or drops characters (Persian's zero-width non-joiner): a reader that takes the
// text from the glyphs (pdf.js, screen readers) then gets it scrambled. Such a cluster is drawn
// with copies of its glyphs of its own in the subset font, which between them read as its
// characters. Readers reverse right-to-left text character by character, so a right-to-left
// cluster's text is stored reversed. A right-to-left word ending in a comma or full stop carries a
// right-to-left mark taking no room, which pdf.js drops and poppler needs (SEPARATOR_AT_END).
import type { PDFFont } from 'pdf-lib';

interface Glyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
}

interface Font {
  layout(text: string, features?: unknown): { glyphs: Glyph[]; direction?: string };
  getGlyph(id: number, codePoints?: number[]): Glyph;
  glyphForCodePoint(codePoint: number): Glyph;
}

/** The parts of pdf-lib's subsetting embedder (CustomFontSubsetEmbedder) a cluster's copies go into. */
interface SubsetEmbedder {
  font: Font;
  fontFeatures: unknown;
  subset: { glyphs: number[]; includeGlyph(glyph: Glyph): number };
  glyphs: Glyph[];
  glyphIdMap: Map<number, number>;
  glyphCache: { invalidate(): void };
}

/** Characters shaping may drop: joiners and variation selectors. */
const IGNORABLE = /\u200C|\u200D|[\uFE00-\uFE0F]/u;
const MARKS = /^\p{M}+$/u;
const RLM = 0x200f;
/** Characters drawn taking no room: the ignorables and the right-to-left mark. */
const takesNoRoom = (codePoint: number) =>
  codePoint === RLM || IGNORABLE.test(String.fromCodePoint(codePoint));
/**
 * Signs poppler (pdftotext, Evince, Okular) reads as left to right: after right-to-left letters it
 * puts the space before them (`word ,next`) unless a right-to-left mark stands between sign and space.
 */
const SEPARATOR_AT_END = /[,.:;\u060C\u061B\u06D4]$/u;
/** Scripts whose glyphs may stand in another order or number than their characters. */
const COMPLEX = /[\u0590-\u0FFF\u1000-\u109F\u1780-\u17FF\uFB1D-\uFEFF]|\u200C|\u200D/u;

const copies = new WeakMap<SubsetEmbedder, Map<string, number>>();
/** Ids the copies go by in pdf-lib's glyph map: no real glyph has a negative id. */
let nextCopyId = -1;

function subsetEmbedder(font: PDFFont): SubsetEmbedder | undefined {
  const embedder = (font as unknown as { embedder?: Partial<SubsetEmbedder> }).embedder;
  return embedder?.subset && Array.isArray(embedder.subset.glyphs) && embedder.glyphIdMap
    ? (embedder as SubsetEmbedder)
    : undefined;
}

/** A glyph as shaped, with the characters it draws here (fontkit keeps one glyph object per id, with the characters of its first use). */
interface Shaped {
  glyph: Glyph;
  codePoints: number[];
}

/** The text shaped, in logical order; undefined when fontkit's shaping could not be followed. */
function shape(font: Font, text: string, features: unknown): { glyphs: Shaped[]; rtl: boolean } | undefined {
  const asked: { id: number; codePoints: number[] }[] = [];
  const getGlyph = font.getGlyph;
  // fontkit asks for each glyph of the run last, with the characters shaping gave it.
  font.getGlyph = function (this: Font, id, codePoints) {
    asked.push({ id, codePoints: codePoints ?? [] });
    return getGlyph.call(this, id, codePoints);
  };
  let run;
  try {
    run = font.layout(text, features);
  } finally {
    delete (font as Partial<Font>).getGlyph;
  }
  const rtl = run.direction === 'rtl';
  // fontkit turns a right-to-left run's glyphs into drawing order after shaping.
  const logical = rtl ? [...run.glyphs].reverse() : run.glyphs;
  // The run's glyphs are the last run of asks with its ids (a space or two may be asked after);
  // fontkit then puts a space glyph where a joiner was (its width is ours to take away).
  const hidden = (glyph: Glyph) => glyph.codePoints.length === 1 && glyph.codePoints[0] === 0x20;
  const matches = (index: number, glyph: Glyph) => asked[index]?.id === glyph.id || hidden(glyph);
  let start = asked.length - logical.length;
  while (start >= 0 && logical.some((glyph, index) => !matches(start + index, glyph))) start--;
  if (start < 0) return undefined;
  const last = asked.slice(start, start + logical.length);
  return {
    glyphs: logical.map((glyph, index) => ({ glyph, codePoints: last[index]?.codePoints ?? [] })),
    rtl,
  };
}

const sorted = (codePoints: readonly number[]) => [...codePoints].sort((a, b) => a - b).join(',');

interface Cluster {
  glyphs: Shaped[];
  text: string;
}

/**
 * The glyphs (in logical order) cut into clusters, each with the characters it draws (decomposed,
 * as Bengali's two-part vowels are drawn); undefined when the glyphs do not account for the
 * characters. A glyph drawing no character of its own (the second half of Thai's sara am, a
 * joiner shaped as a space) belongs to the cluster before it.
 */
function clusters(glyphs: readonly Shaped[], text: string): Cluster[] | undefined {
  const characters: { codePoint: number; text: string }[] = [];
  for (const char of text.normalize('NFD')) {
    const last = characters.at(-1);
    if (IGNORABLE.test(char) && last) last.text += char;
    else characters.push({ codePoint: char.codePointAt(0) ?? 0, text: char });
  }
  const spaced = /\s/u.test(text);
  const drawnBy = ({ codePoints }: Shaped) =>
    codePoints
      .flatMap((codePoint) => [...String.fromCodePoint(codePoint).normalize('NFD')])
      .filter((char) => !IGNORABLE.test(char) && (spaced || char !== ' '))
      .map((char) => char.codePointAt(0) ?? 0);
  const found: Cluster[] = [];
  let at = 0;
  let group: Shaped[] = [];
  let drawn: number[] = [];
  for (const shaped of glyphs) {
    const codePoints = drawnBy(shaped);
    const previous = found.at(-1);
    if (codePoints.length === 0 && group.length === 0 && previous) {
      previous.glyphs.push(shaped);
      continue;
    }
    group.push(shaped);
    drawn.push(...codePoints);
    const span = characters.slice(at, at + drawn.length);
    if (span.length < drawn.length) return undefined;
    if (drawn.length === 0 || sorted(drawn) !== sorted(span.map((char) => char.codePoint))) continue;
    found.push({ glyphs: group, text: span.map((char) => char.text).join('') });
    at += drawn.length;
    group = [];
    drawn = [];
  }
  return group.length === 0 && at === characters.length ? found : undefined;
}

/**
 * What each glyph (in drawing order) reads as so that readers, who join the glyphs' texts left to
 * right and turn right-to-left text round, get the cluster's characters: one each, the last glyph
 * the rest. A cluster of more glyphs than characters is decomposed further (sara am is nikhahit
 * and sara aa, as its glyphs are); undefined when even that leaves a glyph without a character.
 */
function glyphTexts(count: number, text: string, rtl: boolean): string[] | undefined {
  for (const form of ['NFC', 'NFKD'] as const) {
    const chars = [...text.normalize(form)];
    if (chars.length < count) continue;
    if (rtl) chars.reverse();
    return Array.from({ length: count }, (_, index) =>
      index < count - 1 ? (chars[index] as string) : chars.slice(index).join(''),
    );
  }
  return undefined;
}

/**
 * pdf.js takes a mark without looking where it stands, so a word drawn mark first (Arabic's
 * tanween ending a word, read right to left) had its mark read before the space that ends the word
 * before. After a space such marks read as right-to-left marks (pdf.js drops them, poppler keeps
 * them as bidi controls) and the glyph after them reads the marks with its own characters.
 */
function marksAfterSpaces(reads: (string | undefined)[]): void {
  for (let at = 0; at < reads.length; at++) {
    if (at > 0 && !/^\s+$/u.test(reads[at - 1] ?? '')) continue;
    let base = at;
    while (base < reads.length && MARKS.test(reads[base] ?? '')) base++;
    if (base === at || base === reads.length || /^\s+$/u.test(reads[base] ?? '')) continue;
    reads[base] = reads.slice(at, base).join('') + (reads[base] ?? '');
    reads.fill(String.fromCodePoint(RLM), at, base);
  }
}

/** The subset id of a copy of `glyph` that reads as `text` (taking no room when it draws only joiners or marks). */
function copyOf(embedder: SubsetEmbedder, { glyph, codePoints }: Shaped, text: string): number {
  const noRoom = codePoints.length > 0 && codePoints.every(takesNoRoom);
  let byKey = copies.get(embedder);
  if (!byKey) copies.set(embedder, (byKey = new Map()));
  const key = `${glyph.id}|${text}|${noRoom}`;
  let subsetId = byKey.get(key);
  if (subsetId === undefined) {
    embedder.subset.glyphs.push(glyph.id);
    subsetId = embedder.subset.glyphs.length - 1;
    const id = nextCopyId--;
    embedder.glyphIdMap.set(id, subsetId);
    embedder.glyphs[subsetId - 1] = {
      id,
      codePoints: [...text].map((char) => char.codePointAt(0) ?? 0),
      advanceWidth: noRoom ? 0 : glyph.advanceWidth,
    };
    embedder.glyphCache.invalidate();
    byKey.set(key, subsetId);
  }
  return subsetId;
}

/** The glyph's own subset id, as pdf-lib's encodeText gives it (it reads as its first use's characters). */
function plainId(embedder: SubsetEmbedder, glyph: Glyph): number {
  const subsetId = embedder.subset.includeGlyph(glyph);
  embedder.glyphs[subsetId - 1] = glyph;
  embedder.glyphIdMap.set(glyph.id, subsetId);
  embedder.glyphCache.invalidate();
  return subsetId;
}

/** A glyph taking no room that reads as a right-to-left mark. */
function rightToLeftMark(embedder: SubsetEmbedder): string {
  const space = embedder.font.glyphForCodePoint(0x20);
  return hex(copyOf(embedder, { glyph: space, codePoints: [RLM] }, String.fromCodePoint(RLM)));
}

const hex = (id: number) => id.toString(16).padStart(4, '0').toUpperCase();

/** The text's glyph codes (Identity-H hex, left to right) for `font`, read back in logical order. */
export function readableGlyphs(font: PDFFont, text: string): string {
  const embedder = COMPLEX.test(text) ? subsetEmbedder(font) : undefined;
  const shaped = embedder && shape(embedder.font, text, embedder.fontFeatures);
  const found = shaped && clusters(shaped.glyphs, text);
  if (!embedder || !shaped || !found) return font.encodeText(text).asString();
  const { rtl } = shaped;
  const drawn = (rtl ? [...found].reverse() : found).flatMap(({ glyphs, text: characters }) => {
    const inOrder = rtl ? [...glyphs].reverse() : glyphs;
    const texts = glyphTexts(inOrder.length, characters, rtl);
    return inOrder.map((shaped, index) => ({ shaped, reads: texts?.[index] }));
  });
  const reads = drawn.map((glyph) => glyph.reads);
  if (rtl) marksAfterSpaces(reads);
  const codes = drawn.map(({ shaped }, index) => {
    const text = reads[index];
    const own = String.fromCodePoint(...shaped.glyph.codePoints);
    return hex(
      text === undefined || text === own ? plainId(embedder, shaped.glyph) : copyOf(embedder, shaped, text),
    );
  });
  const mark = rtl && SEPARATOR_AT_END.test(text) ? rightToLeftMark(embedder) : '';
  return mark + codes.join('');
}

/** The text's width at size 1 as drawn here: fontkit shapes a joiner as a space, drawn taking no room. */
export function readableWidth(font: PDFFont, text: string): number {
  const width = font.widthOfTextAtSize(text, 1);
  const joiners = text.match(/\u200C|\u200D/gu)?.length ?? 0;
  return joiners > 0 && subsetEmbedder(font) ? width - joiners * font.widthOfTextAtSize(' ', 1) : width;
}
