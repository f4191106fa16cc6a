// Which installed font draws which character. Noto (fonts-noto-core) first, then the CJK face
// (Noto Sans CJK when installed, else WenQuanYi Micro Hei from fonts-wqy-microhei: Chinese, kana,
// Hangul), DejaVu as the last resort; the first face in the chain with a glyph for a character draws it.

import { existsSync, readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { EngineError } from '../types.ts';
import { faceOfCollection, isCollection } from './collection.ts';
import { familyFiles } from './families.ts';
import type { Family } from './classify.ts';

export interface FaceStyle {
  bold: boolean;
  italic: boolean;
  serif: boolean;
  /** Monospace (code): a fixed-pitch face, so columns and indentation stay where they were. */
  mono?: boolean;
  smallcaps?: boolean;
  /** A light weight: drawn in a light face of the class where one is installed (families.ts). */
  light?: boolean;
  /** The document's own family's stand-in (classify.ts); absent: Liberation of the class. */
  family?: Family;
  /** Part of a formula set in a math font: its signs (•, +, ≼) come from TeX's own math face. */
  math?: boolean;
  /** The document's own embedded font (source-face.ts), first in the chain where it has the glyphs. */
  source?: FontFace;
}

/** One key per distinct face chain. */
export function faceKey(style: FaceStyle): string {
  return style.source ? `${classKey(style)}#${style.source.key}` : classKey(style);
}

/** One key per class of type (family, weight, slant…), whichever font of the document set it. */
export function classKey(style: FaceStyle): string {
  return `${style.bold ? 'b' : ''}${style.italic ? 'i' : ''}${style.serif ? 's' : ''}${style.mono ? 'm' : ''}${style.smallcaps ? 'c' : ''}${style.light ? 'l' : ''}${style.family ? `/${style.family}` : ''}${style.math ? '+math' : ''}`;
}

export interface FontFace {
  /** Unique key, the file path. */
  key: string;
  /** The font (for a collection, its face copied out as a standalone font). */
  readonly bytes: Uint8Array;
  has(codePoint: number): boolean;
  /** Advance width at size 1 from the character map alone; undefined when the text needs shaping. */
  simpleWidth(text: string): number | undefined;
  /** For a fixed-pitch face, every glyph's advance in PDF glyph units (1/1000 em). */
  readonly fixedAdvance: number | undefined;
  /** PostScript outlines (OpenType CFF): embedded whole, then cut to the glyphs drawn (subset-cff.ts). */
  readonly cff: boolean;
  /** Its lowercase letters are small capitals (a caps face): none are made up from capitals. */
  readonly smallCaps?: boolean;
}

/** Latin, Greek, Cyrillic and general punctuation: one glyph per character, no shaping needed to measure. */
const SIMPLE_TEXT = /^[\u0020-\u02FF\u0370-\u052F\u1E00-\u1FFF\u2000-\u206F\u20A0-\u20BF]*$/u;
const COMBINING = /\p{M}/u;

const NOTO = '/usr/share/fonts/truetype/noto';
/** Liberation (fonts-liberation2) has the metrics of Times, Helvetica/Arial and Courier: the base-14 fonts most PDFs use. */
const LIBERATION = '/usr/share/fonts/truetype/liberation2';
const DEJAVU = '/usr/share/fonts/truetype/dejavu';
/** From fonts-lmodern. */
const LATIN_MODERN_MATH = '/usr/share/texmf/fonts/opentype/public/lm-math/latinmodern-math.otf';
/** Scripts Noto Sans itself does not cover, each with its own family (regular and bold). */
const SCRIPT_FAMILIES = [
  'NotoSansArabic',
  'NotoSansHebrew',
  'NotoSansDevanagari',
  'NotoSansThai',
  'NotoSansArmenian',
  'NotoSansGeorgian',
  'NotoSansBengali',
  'NotoSansEthiopic',
  'NotoSansGujarati',
  'NotoSansGurmukhi',
  'NotoSansOriya',
  'NotoSansTamil',
  'NotoSansTelugu',
  'NotoSansKannada',
  'NotoSansMalayalam',
  'NotoSansSinhala',
  'NotoSansKhmer',
  'NotoSansLao',
  'NotoSansMyanmar',
  'NotoSansThaana',
  'NotoSansCanadianAboriginal',
  'NotoSerifTibetan',
];
const NOTO_CJK_FOLDERS = ['/usr/share/fonts/opentype/noto', NOTO];
const WQY_MICROHEI = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';
/** Regular faces of the CJK fonts, in the order they are preferred. */
const CJK_FILES = [...NOTO_CJK_FOLDERS.map((folder) => `${folder}/NotoSansCJK-Regular.ttc`), WQY_MICROHEI];

/** Regular faces a bold style falls back to where a script has no bold face installed (WenQuanYi has none). */
const REGULAR_FALLBACKS: ReadonlySet<string> = new Set([
  ...SCRIPT_FAMILIES.map((name) => `${NOTO}/${name}-Regular.ttf`),
  ...CJK_FILES,
]);

/** The face stands in for a bold face the style asks for: its strokes are thickened when drawn. */
export function needsMadeUpBold(face: FontFace, style: FaceStyle): boolean {
  return style.bold && REGULAR_FALLBACKS.has(face.key);
}

function cjkPaths(style: FaceStyle): string[] {
  const noto = (name: string) => NOTO_CJK_FOLDERS.map((folder) => `${folder}/NotoSansCJK-${name}.ttc`);
  return [...noto(variant(style, false)), ...noto('Regular'), WQY_MICROHEI];
}

const faces = new Map<string, FontFace | null>();

function loadFace(path: string): FontFace | undefined {
  const cached = faces.get(path);
  if (cached !== undefined) return cached ?? undefined;
  if (!existsSync(path)) {
    faces.set(path, null);
    return undefined;
  }
  // Parsed on first use: a chain lists a dozen fallbacks and most documents need only the first.
  let parsed: { bytes: Uint8Array; font: fontkit.Font } | undefined;
  const load = () => {
    if (parsed) return parsed;
    const file = readFileSync(path);
    // A collection's first face (Noto Sans CJK: the Japanese one; WenQuanYi: the proportional one).
    const bytes = isCollection(file) ? faceOfCollection(file) : file;
    return (parsed = { bytes, font: fontkit.create(bytes) });
  };
  const coverage = new Map<number, boolean>();
  const advances = new Map<number, number>();
  const face: FontFace = {
    key: path,
    smallCaps: /caps/i.test(path),
    get bytes() {
      return load().bytes;
    },
    get cff() {
      const { bytes } = load();
      return bytes[0] === 0x4f && bytes[1] === 0x54 && bytes[2] === 0x54 && bytes[3] === 0x4f;
    },
    get fixedAdvance() {
      const { font } = load();
      // Inconsolata does not set the flag: its letters' one advance tells (a script's face without
      // Latin letters would show one .notdef for them all).
      const probes = [...'0iMW.'].map((char) => char.codePointAt(0) ?? 0);
      const advances = new Set(probes.map((codePoint) => font.glyphForCodePoint(codePoint).advanceWidth));
      const hasLatin = probes.every((codePoint) => font.hasGlyphForCodePoint(codePoint));
      return font.post.isFixedPitch || (hasLatin && advances.size === 1)
        ? (font.glyphForCodePoint(0x30).advanceWidth * 1000) / font.unitsPerEm
        : undefined;
    },
    simpleWidth(text) {
      if (!SIMPLE_TEXT.test(text) || COMBINING.test(text)) return undefined;
      let width = 0;
      for (const char of text) {
        const codePoint = char.codePointAt(0) ?? 0;
        let advance = advances.get(codePoint);
        if (advance === undefined) {
          const { font } = load();
          advance = font.glyphForCodePoint(codePoint).advanceWidth / font.unitsPerEm;
          advances.set(codePoint, advance);
        }
        width += advance;
      }
      return width;
    },
    has(codePoint) {
      let known = coverage.get(codePoint);
      if (known === undefined) {
        known = load().font.hasGlyphForCodePoint(codePoint);
        coverage.set(codePoint, known);
      }
      return known;
    },
  };
  faces.set(path, face);
  return face;
}

function variant(style: FaceStyle, withItalic: boolean): string {
  if (style.bold && style.italic && withItalic) return 'BoldItalic';
  if (style.bold) return 'Bold';
  if (style.italic && withItalic) return 'Italic';
  return 'Regular';
}

/** The faces tried in order for a style. */
const chains = new Map<string, FontFace[]>();

export function faceChain(style: FaceStyle): FontFace[] {
  const key = faceKey(style);
  const cached = chains.get(key);
  if (cached) return cached;
  const { source, ...installed } = style;
  const chain = source ? [source, ...faceChain(installed)] : buildChain(style);
  chains.set(key, chain);
  return chain;
}

/** The faces of the style's class: monospace, serif or sans, metric-close to the base-14 fonts first. */
function classFaces(style: FaceStyle): string[] {
  const exact = variant(style, true);
  const own = familyFiles(style);
  if (style.mono)
    return [
      ...own,
      `${LIBERATION}/LiberationMono-${exact}.ttf`,
      `${DEJAVU}/DejaVuSansMono${{ Regular: '', Bold: '-Bold', Italic: '-Oblique', BoldItalic: '-BoldOblique' }[exact]}.ttf`,
      `${NOTO}/NotoSansMono-${variant(style, false)}.ttf`,
      `${DEJAVU}/DejaVuSansMono.ttf`,
    ];
  const family = style.serif ? 'Serif' : 'Sans';
  return [...own, `${LIBERATION}/Liberation${family}-${exact}.ttf`, `${NOTO}/Noto${family}-${exact}.ttf`];
}

function buildChain(style: FaceStyle): FontFace[] {
  const paths = [
    ...classFaces(style),
    `${NOTO}/NotoSans-${variant(style, true)}.ttf`,
    ...SCRIPT_FAMILIES.map((name) => `${NOTO}/${name}-${variant(style, false)}.ttf`),
    ...SCRIPT_FAMILIES.map((name) => `${NOTO}/${name}-Regular.ttf`),
    ...cjkPaths(style),
    // Mathematical letters and signs (𝑃, ∑, ⟨): TeX's own math face for serif text, Noto's otherwise.
    ...(style.serif ? [LATIN_MODERN_MATH] : []),
    `${NOTO}/NotoSansMath-Regular.ttf`,
    `${DEJAVU}/DejaVuSans${style.bold ? '-Bold' : ''}.ttf`,
    `${DEJAVU}/DejaVuSans.ttf`,
  ];
  const mathSigns = style.math ? loadFace(LATIN_MODERN_MATH) : undefined;
  const chain = [
    ...(mathSigns ? [signsOnly(mathSigns)] : []),
    ...[...new Set(paths)].map((path) => loadFace(path)),
  ].filter((face): face is FontFace => face !== undefined);
  if (chain.length === 0)
    throw new EngineError(
      'provider-unavailable',
      'No fonts are installed to draw translated PDF text (install fonts-noto-core).',
    );
  return chain;
}

/** A face used for its signs alone: letters and digits come from the text face after it. */
function signsOnly(face: FontFace): FontFace {
  const has = (codePoint: number) =>
    !/[\p{L}\p{N}]/u.test(String.fromCodePoint(codePoint)) && face.has(codePoint);
  return Object.assign(Object.create(face) as FontFace, { has });
}

/** The face that draws a character; undefined when no installed font has it. */
export function faceFor(codePoint: number, chain: FontFace[]): FontFace | undefined {
  return chain.find((face) => face.has(codePoint));
}

export function cjkFontInstalled(): boolean {
  return CJK_FILES.some((path) => existsSync(path));
}
