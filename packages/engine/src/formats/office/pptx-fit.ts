// A slide's text box keeps a longer translation inside it. Where the translation needs more room
// at the box's font sizes than the original took, the box gets PowerPoint's own "shrink text on
// overflow" (a:normAutofit) with the font scale that fits, as PowerPoint writes it when it
// shrinks text itself; LibreOffice honours it too. A box set to grow with its text
// (a:spAutoFit) is left to grow. The room is estimated from the box's size, insets and run sizes;
// a translation that needs no more of it than the original leaves the box as it was.
import {
  attr,
  childrenOf,
  element,
  findAll,
  firstChild,
  nameOf,
  setChildren,
  type XmlNode,
} from '../inline/xml-tree.ts';
import type { OutputMode, TextUnit } from '../inline/zip-document.ts';
import { faceChain, faceFor } from '../../fonts/catalog.ts';

const EMU_PER_POINT = 12_700;
/** PowerPoint's default slide, 7.5 inches high, where presentation.xml does not say. */
export const DEFAULT_SLIDE_HEIGHT = 6_858_000;

/** The slides' height in EMU, from presentation.xml's p:sldSz. */
export function slideHeightOf(presentation: string): number {
  const height = /<p:sldSz\b[^>]*\bcy="(\d+)"/u.exec(presentation)?.[1];
  return height ? Number(height) : DEFAULT_SLIDE_HEIGHT;
}
/** PowerPoint's default insets: 0.1 inch left and right, 0.05 inch top and bottom. */
const DEFAULT_INSETS = { lIns: 91_440, rIns: 91_440, tIns: 45_720, bIns: 45_720 };
const DEFAULT_SIZE = 18;
const LINE_HEIGHT = 1.2;
/** Arabic-script faces stand taller (Noto Sans Arabic's lines are about 1.6 em). */
const TALL_LINE_HEIGHT = 1.6;
const TALL = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/u;
/** Text is not shrunk below 40 %: smaller would not be read on a slide. */
const SMALLEST_SCALE = 0.4;
const WIDE = /[\u1100-\u11FF\u2E80-\uA4CF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFF60]/u;
/** Sans faces with the metrics of Arial and Helvetica first, which most slides are set in. */
const SANS = faceChain({ bold: false, italic: false, serif: false });

/** A character's advance in ems: measured in Liberation Sans where it has it, else half an em (a whole one for CJK). */
function emsOf(char: string): number {
  const face = faceFor(char.codePointAt(0) ?? 0, SANS);
  return face?.simpleWidth(char) ?? (WIDE.test(char) ? 1 : 0.5);
}

interface Paragraph {
  size: number;
  before: number;
  text: string;
}

interface Body {
  bodyPr: XmlNode;
  /** a:bodyPr's children as the source had them. */
  original: XmlNode[];
  width: number;
  height: number;
  /** Points from the top of the text to the slide's bottom edge. */
  toSlideEdge: number;
  paragraphs: Paragraph[];
}

const numberAttr = (node: XmlNode | undefined, name: string): number | undefined => {
  const value = node && attr(node, name);
  return value === undefined || !/^\d+$/u.test(value) ? undefined : Number(value);
};

/** Points of height the paragraphs take at `scale` in a box `width` points wide. */
/** Lines the text takes, its words wrapped where the next no longer fits (a word wider than a line takes the lines it needs). */
function linesOf(text: string, ems: number): number {
  const space = emsOf(' ');
  let lines = 1;
  let used = 0;
  for (const word of text.split(/\s+/u).filter(Boolean)) {
    const width = [...word].reduce((sum, char) => sum + emsOf(char), 0);
    if (used > 0 && used + space + width > ems) {
      lines++;
      used = 0;
    }
    used += (used > 0 ? space : 0) + width;
    while (used > ems) {
      lines++;
      used -= ems;
    }
  }
  return lines;
}

/** Points of height the paragraphs take at `scale` in a box `width` points wide. */
function heightOf(paragraphs: readonly Paragraph[], width: number, scale: number): number {
  let height = 0;
  for (const { size, before, text } of paragraphs)
    for (const part of text.split('\n'))
      height +=
        (before +
          linesOf(part, width / (size * scale)) * (TALL.test(part) ? TALL_LINE_HEIGHT : LINE_HEIGHT) * size) *
        scale;
  return height;
}

/**
 * 1 when the translation takes no more room than the box or the original had, short of the
 * slide's bottom edge (text past it is lost); else the largest font scale (a multiple of 2.5 %)
 * at which it does.
 */
function fittingScale(body: Body, translated: readonly Paragraph[]): number {
  const { width, height } = body;
  const room = Math.min(Math.max(height, heightOf(body.paragraphs, width, 1)), body.toSlideEdge);
  let scale = 1;
  while (scale > SMALLEST_SCALE && heightOf(translated, width, scale) > room) scale -= 0.025;
  return Math.max(scale, SMALLEST_SCALE);
}

function paragraphOf(node: XmlNode, text: string): Paragraph {
  const props = [...findAll([node], (name) => name === 'a:rPr' || name === 'a:endParaRPr')];
  const size = props.map(({ node: prop }) => numberAttr(prop, 'sz')).find((value) => value !== undefined);
  const pPr = firstChild(node, 'a:pPr');
  const spacing = pPr && firstChild(pPr, 'a:spcBef');
  const points = spacing && firstChild(spacing, 'a:spcPts');
  return { size: (size ?? DEFAULT_SIZE * 100) / 100, before: (numberAttr(points, 'val') ?? 0) / 100, text };
}

/** The box a text body sits in (its shape's a:xfrm), or undefined when it has none of its own. */
function bodyOf(shape: XmlNode, body: XmlNode, slideHeight: number): Body | undefined {
  const bodyPr = firstChild(body, 'a:bodyPr');
  const spPr = firstChild(shape, 'p:spPr');
  const xfrm = spPr && firstChild(spPr, 'a:xfrm');
  const offset = xfrm && firstChild(xfrm, 'a:off');
  const extent = xfrm && firstChild(xfrm, 'a:ext');
  const cx = numberAttr(extent, 'cx');
  const cy = numberAttr(extent, 'cy');
  if (!bodyPr || !cx || !cy || firstChild(bodyPr, 'a:spAutoFit')) return undefined;
  const inset = (name: keyof typeof DEFAULT_INSETS) => numberAttr(bodyPr, name) ?? DEFAULT_INSETS[name];
  const top = (numberAttr(offset, 'y') ?? 0) + inset('tIns');
  return {
    bodyPr,
    original: [...childrenOf(bodyPr)],
    width: (cx - inset('lIns') - inset('rIns')) / EMU_PER_POINT,
    height: (cy - inset('tIns') - inset('bIns')) / EMU_PER_POINT,
    toSlideEdge: Math.max(0, slideHeight - top) / EMU_PER_POINT,
    paragraphs: [],
  };
}

/** The body's own properties with its text shrunk to `scale` of what the box set (1: as they were). */
function shrunk(original: readonly XmlNode[], scale: number): XmlNode[] {
  if (scale >= 1) return [...original];
  const own = original.find((child) => nameOf(child) === 'a:normAutofit');
  const fontScale = Math.round(((numberAttr(own, 'fontScale') ?? 100_000) * scale) / 100) * 100;
  const autofit = element('a:normAutofit', { fontScale: String(fontScale) }, []);
  const others = original.filter((child) => !/^a:(noAutofit|normAutofit)$/u.test(nameOf(child)));
  // The schema puts the autofit choice after a:prstTxWarp, before a:scene3d and the rest.
  const at = others.findIndex((child) => !/^(a:prstTxWarp|#text)$/u.test(nameOf(child)));
  return at < 0 ? [...others, autofit] : [...others.slice(0, at), autofit, ...others.slice(at)];
}

const plain = (translation: string) => translation.replace(/<[^>]*>/gu, '');

/**
 * The slide's paragraph units, each made to refit its text box once translated: `units` are
 * drawingml.ts's, one per a:p of `nodes` in document order; `slideHeight` in EMU.
 */
export function fittingUnits(
  nodes: XmlNode[],
  units: TextUnit[],
  mode: OutputMode,
  slideHeight: number,
): TextUnit[] {
  const paragraphs = findAll(nodes, (name) => name === 'a:p').map(({ node }) => node);
  const places = new Map<XmlNode, { box: { body: Body; translated: Paragraph[] }; at: number }>();
  for (const { node: shape } of findAll(nodes, (name) => name === 'p:sp')) {
    const txBody = firstChild(shape, 'p:txBody');
    const body = txBody && bodyOf(shape, txBody, slideHeight);
    if (!txBody || !body) continue;
    const box = { body, translated: [] as Paragraph[] };
    for (const { node } of findAll([txBody], (name) => name === 'a:p')) {
      const paragraph = paragraphOf(node, units[paragraphs.indexOf(node)]?.plain ?? '');
      places.set(node, { box, at: body.paragraphs.length });
      body.paragraphs.push(paragraph);
      box.translated.push({ ...paragraph });
    }
  }
  return units.map((unit, index) => {
    const place = places.get(paragraphs[index] as XmlNode);
    if (!place) return unit;
    const { box, at } = place;
    return {
      ...unit,
      apply(translation: string) {
        unit.apply(translation);
        const own = box.translated[at] as Paragraph;
        // A bilingual box holds the original and its translation, one paragraph each.
        own.text = mode === 'bilingual' ? `${unit.plain}\n${plain(translation)}` : plain(translation);
        setChildren(box.body.bodyPr, shrunk(box.body.original, fittingScale(box.body, box.translated)));
      },
    };
  });
}
