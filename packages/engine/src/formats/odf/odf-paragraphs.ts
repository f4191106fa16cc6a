// ODF paragraphs (text:p, text:h): spans become style <g> tags (nested spans keep their chain),
// links become wrapper <g>, tabs/line breaks/notes/frames/fields become <x/>; runs of spaces
// (text:s) are plain spaces in the segment and are written back as text:s. Text in a code span
// (odf-code.ts) is kept verbatim.
import { encodeInline, type Inline } from '../inline/tagged.ts';
import type { OutputMode, TextUnit } from '../inline/zip-document.ts';
import type { OdfCode } from './odf-code.ts';
import {
  attr,
  attrsOf,
  childrenOf,
  deepClone,
  element,
  insertAfter,
  isTextNode,
  nameOf,
  setAttr,
  setChildren,
  shellOf,
  textNode,
  textOf,
  type Located,
  type XmlNode,
} from '../inline/xml-tree.ts';

type Item = Inline<{ nodes: XmlNode[]; copyable: boolean }, XmlNode>;

const COPYABLE = new Set(['text:tab', 'text:line-break']);
const DROPPED = new Set(['text:soft-page-break']);

function extract(nodes: XmlNode[], chain: string[], code: OdfCode | undefined, verbatim: boolean): Item[] {
  const items: Item[] = [];
  const style = chain.length > 0 ? JSON.stringify(chain) : '';
  const kind = verbatim ? 'verbatim' : 'text';
  for (const node of nodes) {
    if (isTextNode(node)) {
      items.push({ kind, style, text: textOf(node) });
      continue;
    }
    const name = nameOf(node);
    if (name === 'text:span') {
      const spanStyle = attr(node, 'text:style-name') ?? '';
      const inCode = verbatim || (code?.span(spanStyle) ?? false);
      items.push(...extract(childrenOf(node), [...chain, spanStyle], code, inCode));
    } else if (name === 'text:s')
      items.push({
        kind,
        style,
        text: ' '.repeat(Math.min(1000, Number(attr(node, 'text:c') ?? 1) || 1)),
      });
    else if (name === 'text:a')
      items.push({ kind: 'wrap', wrap: node, children: extract(childrenOf(node), chain, code, verbatim) });
    else if (!DROPPED.has(name))
      items.push({ kind: 'atom', atom: { nodes: [node], copyable: COPYABLE.has(name) } });
  }
  return items;
}

/** Text as ODF wants it: a run of spaces is one space plus text:s. */
function odfText(text: string): XmlNode[] {
  const out: XmlNode[] = [];
  for (const piece of text.split(/( {2,})/)) {
    if (piece === '') continue;
    if (/^ {2,}$/.test(piece))
      out.push(textNode(' '), element('text:s', { 'text:c': String(piece.length - 1) }, []));
    else out.push(textNode(piece));
  }
  return out;
}

function render(items: Item[], copy: boolean): XmlNode[] {
  const out: XmlNode[] = [];
  for (const item of items) {
    if (item.kind === 'atom') {
      if (!copy) out.push(...item.atom.nodes);
      else if (item.atom.copyable) out.push(...deepClone(item.atom.nodes));
    } else if (item.kind === 'wrap') out.push(shellOf(item.wrap, render(item.children, copy)));
    else {
      let nodes = odfText(item.text);
      const chain = item.style ? (JSON.parse(item.style) as string[]) : [];
      for (const name of [...chain].reverse())
        nodes = [element('text:span', name ? { 'text:style-name': name } : undefined, nodes)];
      out.push(...nodes);
    }
  }
  return out;
}

export function odfParagraphUnit(
  { node: paragraph, siblings }: Located,
  mode: OutputMode,
  code?: OdfCode,
): TextUnit {
  const encoded = encodeInline(extract(childrenOf(paragraph), [], code, false));
  return {
    segment: encoded.segment,
    plain: encoded.plain,
    code: encoded.code,
    apply(translation) {
      const items = encoded.decode(translation);
      if (mode === 'translated') {
        setChildren(paragraph, render(items, false));
        return;
      }
      // The copy is a plain paragraph in the same style: a heading copy must not enter the outline.
      const copy = element('text:p', attrsOf(paragraph), render(items, true));
      for (const name of [
        'text:outline-level',
        'text:id',
        'xml:id',
        'text:is-list-header',
        'text:restart-numbering',
      ])
        setAttr(copy, name, undefined);
      insertAfter(siblings, paragraph, copy);
    },
  };
}
