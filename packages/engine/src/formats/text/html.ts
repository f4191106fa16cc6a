// HTML: text and the alt/title/placeholder/aria-label attributes are translated; script, style, code,
// pre, textarea, svg, math and anything marked translate="no" are not. Runs of inline content are one
// segment each, with inline elements as tags. Edits are spliced into the original source, so every
// byte outside translated text stays as it was. Bilingual: a paragraph-like element is followed by a
// translated copy; other text gets its translation after a <br>.
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { checkTreeDepth } from '../../safety/depth.ts';
import { textFormat, type Piece, type Unit } from './document.ts';
import { encodeRun, INLINE, isElement, type RunContext } from './html-run.ts';
import { retagHtml } from '../inline/language-tags.ts';
import { isRtlLanguage } from '../../fonts/bidi.ts';
import { rtlHtml } from '../inline/text-direction.ts';

type ChildNode = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];
type Splice = { start: number; end: number; unit: Unit };

const SKIP = new Set([
  'script',
  'style',
  'pre',
  'textarea',
  'svg',
  'math',
  'template',
  'noscript',
  'iframe',
  'object',
]);
const ATTRIBUTES = ['alt', 'title', 'placeholder', 'aria-label'];
const DUPLICABLE = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'dt',
  'dd',
  'blockquote',
  'figcaption',
]);
const LETTER = /\p{L}/u;

function escapeAttribute(text: string, quote: string): string {
  const escaped = text.replace(/&/g, '&amp;');
  return quote === "'" ? escaped.replace(/'/g, '&#39;') : escaped.replace(/"/g, '&quot;');
}

function skipped(element: Element): boolean {
  const attr = (name: string) => element.attrs.find((a) => a.name === name)?.value;
  return (
    SKIP.has(element.tagName) || attr('translate') === 'no' || /\bnotranslate\b/.test(attr('class') ?? '')
  );
}

function duplicated(element: Element): boolean {
  const location = element.sourceCodeLocation;
  return (
    DUPLICABLE.has(element.tagName) &&
    Boolean(location?.startTag && location.endTag) &&
    element.childNodes.every(isInline)
  );
}

function attributeUnits(source: string, element: Element): Splice[] {
  const splices: Splice[] = [];
  for (const attr of element.attrs) {
    const location = element.sourceCodeLocation?.attrs?.[attr.name];
    const wanted =
      ATTRIBUTES.includes(attr.name) ||
      (attr.name === 'content' &&
        element.tagName === 'meta' &&
        element.attrs.some((a) => a.name === 'name' && a.value === 'description'));
    if (!wanted || !location || !LETTER.test(attr.value)) continue;
    const raw = source.slice(location.startOffset, location.endOffset);
    const eq = raw.indexOf('=');
    const quote = raw[eq + 1] === '"' || raw[eq + 1] === "'" ? (raw[eq + 1] ?? '') : '';
    const start = location.startOffset + eq + 1 + quote.length;
    const end = location.endOffset - quote.length;
    splices.push({
      start,
      end,
      unit: {
        segment: attr.value,
        format: 'text',
        original: source.slice(start, end),
        render: (translation) => escapeAttribute(translation, quote || '"'),
        // Elements copied for the bilingual file keep the original attribute; the copy gets the translation.
        bilingual: (original, translated) => (duplicated(element) ? original : translated),
      },
    });
  }
  return splices;
}

function isInline(node: ChildNode): boolean {
  if (node.nodeName === '#text') return true;
  return isElement(node) && INLINE.has(node.tagName) && !skipped(node) && node.childNodes.every(isInline);
}

export function htmlPieces(source: string): Piece[] {
  const document = parse(source, { sourceCodeLocationInfo: true });
  // parse5 builds any depth without recursing; the walks below recurse once per level.
  checkTreeDepth<DefaultTreeAdapterMap['node']>(document, (node) =>
    'childNodes' in node ? node.childNodes : undefined,
  );
  const splices: Splice[] = [];
  const context: RunContext = { source, attributeUnits: (element) => attributeUnits(source, element) };

  const addRun = (parent: Element | undefined, run: ChildNode[], whole: boolean) => {
    const located = run.filter((node) => node.sourceCodeLocation);
    const first = located[0]?.sourceCodeLocation;
    const last = located[located.length - 1]?.sourceCodeLocation;
    const text = run.map((node) => ('value' in node ? node.value : '')).join('');
    if (
      !first ||
      !last ||
      (!LETTER.test(text) && !run.some((node) => isElement(node) && node.childNodes.length > 0))
    ) {
      // No translatable text, but images and links inside still have attributes.
      for (const node of run) if (isElement(node)) visit(node);
      return;
    }
    const encoded = encodeRun(run, context);
    const start = first.startOffset;
    const end = last.endOffset;
    const location = parent?.sourceCodeLocation;
    const parentAttributes = parent ? attributeUnits(source, parent) : [];
    // The translated copy's start tag carries the translated attributes.
    const copyStart = (resolve: (unit: Unit) => string) => {
      let out = '';
      let at = location?.startOffset ?? start;
      for (const entry of parentAttributes) {
        out += source.slice(at, entry.start) + resolve(entry.unit);
        at = entry.end;
      }
      return out + source.slice(at, start);
    };
    const duplicate = whole && parent && location && duplicated(parent);
    splices.push({
      start,
      end,
      unit: {
        ...encoded,
        nested: [
          ...(encoded.nested ?? []),
          ...(duplicate ? parentAttributes.map((entry) => entry.unit) : []),
        ],
        format: 'tagged',
        original: source.slice(start, end),
        bilingual: duplicate
          ? (original, translated, resolve) =>
              `${original}${source.slice(end, location.endOffset)}\n${copyStart(resolve)}${translated}`
          : (original, translated) => `${original}<br>${translated}`,
      },
    });
  };

  function visit(node: ChildNode | DefaultTreeAdapterMap['document']): void {
    if ('tagName' in node) {
      if (skipped(node)) return;
      splices.push(...attributeUnits(source, node));
    }
    const children = 'childNodes' in node ? node.childNodes : [];
    const parent = 'tagName' in node ? node : undefined;
    const whole = children.every(isInline);
    let run: ChildNode[] = [];
    const flush = () => {
      if (run.length > 0) addRun(parent, run, whole);
      run = [];
    };
    for (const child of children) {
      if (isInline(child)) run.push(child);
      else {
        flush();
        visit(child);
      }
    }
    flush();
  }

  visit(document);
  splices.sort((a, b) => a.start - b.start);
  const pieces: Piece[] = [];
  let at = 0;
  for (const splice of splices) {
    if (splice.start < at) continue;
    pieces.push(source.slice(at, splice.start), splice.unit);
    at = splice.end;
  }
  pieces.push(source.slice(at));
  return pieces;
}

const HTML_START = /<(!doctype html|html|head|body)\b/iy;
const HTML_START_ANYWHERE = /<(!doctype html|html|head|body)\b/gi;

/**
 * Whether the text is white space, comments and white space, then `<!doctype html`, `<html`,
 * `<head` or `<body`: what /^\s*(<!--[\s\S]*?-->\s*)*<(…)\b/i says, in linear time (the regular
 * expression backtracked through every way of splitting the comments: 25 of them took seconds).
 * Comments in a row are one comment to that pattern, so only the first `<!--` and the last `-->`
 * before the start tag matter.
 */
function startsLikeHtml(text: string): boolean {
  const start = text.length - text.trimStart().length;
  HTML_START.lastIndex = start;
  if (HTML_START.test(text)) return true;
  if (!text.startsWith('<!--', start)) return false;
  HTML_START_ANYWHERE.lastIndex = start + '<!---->'.length;
  for (let match = HTML_START_ANYWHERE.exec(text); match; match = HTML_START_ANYWHERE.exec(text)) {
    let end = match.index;
    while (end > 0 && /\s/.test(text[end - 1] as string)) end--;
    if (end - 3 >= start + 4 && text.startsWith('-->', end - 3)) return true;
  }
  return false;
}

export const html = textFormat({
  id: 'html',
  extensions: ['html', 'htm', 'xhtml'],
  mimeType: 'text/html',
  looksLike: startsLikeHtml,
  split: htmlPieces,
  bilingualSeparator: () => '<br>',
  retag: (text, to) => {
    const tagged = retagHtml(text, to, ['lang']);
    return isRtlLanguage(to) ? rtlHtml(tagged) : tagged;
  },
});
