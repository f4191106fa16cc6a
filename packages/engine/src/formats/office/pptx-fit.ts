// A slide's text box keeps a longer translation inside it. Where the translation needs more room
// at the box's font sizes than the original took, the box gets PowerPoint's own "shrink text on
// overflow" (a:normAutofit) with the font scale that fits, as PowerPoint writes it when it
// shrinks text itself; LibreOffice and Keynote honour it too. A box set to grow with its text
// (a:spAutoFit) is left to grow. The room is estimated from the box's size, insets and run sizes:
// the original text is measured the same way, so the estimate only decides how much more the
// translation needs than the original had.
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

const EMU_PER_POINT = 12_700;
/** PowerPoint's default insets: 0.1 inch left and right, 0.05 inch top and bottom. */
const DEFAULT_INSETS = { lIns: 91_440, rIns: 91_440, tIns: 45_720, bIns: 45_720 };
const DEFAULT_SIZE = 18;
const LINE_HEIGHT = 1.2;
/** Text is not shrunk below 40 %: smaller would not be read on a slide. */
const SMALLEST_SCALE = 0.4;
const WIDE = /[\u1100-\u11FF\u2E80-\uA4CF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFF60]/u;

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
  paragraphs: Paragraph[];
}

const numberAttr = (node: XmlNode | undefined, name: string): number | undefined => {
  const value = node && attr(node, name);
  return value === undefined || !/^\d+$/u.test(value) ? undefined : Number(value);
};

/** Points of height the paragraphs take at `scale` in a box `width` points wide. */
function heightOf(paragraphs: readonly Paragraph[], width: number, scale: number): number {
  let height = 0;
  for (const { size, before, text } of paragraphs)
    for (const part of text.split('\n')) {
      const ems = [...part].reduce((sum, char) => sum + (WIDE.test(char) ? 1 : 0.5), 0);
      const lines = Math.max(1, Math.ceil((ems * size * scale) / Math.max(width, 1)));
      height += before * scale + lines * LINE_HEIGHT * size * scale;
    }
  return height;
}

/** The largest font scale (a multiple of 2.5 %) at which the translation takes no more room than the box or the original had. */
function fittingScale(body: Body, translated: readonly Paragraph[]): number {
  const room = Math.max(body.height, heightOf(body.paragraphs, body.width, 1));
  let scale = 1;
  while (scale > SMALLEST_SCALE && heightOf(translated, body.width, scale) > room) scale -= 0.025;
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
function bodyOf(shape: XmlNode, body: XmlNode): Body | undefined {
  const bodyPr = firstChild(body, 'a:bodyPr');
  const spPr = firstChild(shape, 'p:spPr');
  const extent =
    spPr && firstChild(spPr, 'a:xfrm') && firstChild(firstChild(spPr, 'a:xfrm') as XmlNode, 'a:ext');
  const cx = numberAttr(extent, 'cx');
  const cy = numberAttr(extent, 'cy');
  if (!bodyPr || !cx || !cy || firstChild(bodyPr, 'a:spAutoFit')) return undefined;
  const inset = (name: keyof typeof DEFAULT_INSETS) => numberAttr(bodyPr, name) ?? DEFAULT_INSETS[name];
  return {
    bodyPr,
    original: [...childrenOf(bodyPr)],
    width: (cx - inset('lIns') - inset('rIns')) / EMU_PER_POINT,
    height: (cy - inset('tIns') - inset('bIns')) / EMU_PER_POINT,
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
 * drawingml.ts's, one per a:p of `nodes` in document order.
 */
export function fittingUnits(nodes: XmlNode[], units: TextUnit[], mode: OutputMode): TextUnit[] {
  const paragraphs = findAll(nodes, (name) => name === 'a:p').map(({ node }) => node);
  const places = new Map<XmlNode, { box: { body: Body; translated: Paragraph[] }; at: number }>();
  for (const { node: shape } of findAll(nodes, (name) => name === 'p:sp')) {
    const txBody = firstChild(shape, 'p:txBody');
    const body = txBody && bodyOf(shape, txBody);
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
