// XHTML content documents: the inline content of each block (p, h1, li, td, …) is one segment;
// inline elements (a, em, span, …) become <g> wrappers, images and breaks <x/>. Loose text
// between blocks inside a container (an <li> holding a nested list) is a segment of its own.
// alt and title attributes are translated as plain segments. Code is not: <pre> blocks are left
// as they are and inline code (code, kbd, samp, tt, var) rides along as an <x/> atom, its words
// kept in the prose too.
import { encodeInline, plainText, type Inline } from '../inline/tagged.ts';
import type { OutputMode, TextUnit } from '../inline/zip-document.ts';
import {
  attr,
  childrenOf,
  deepClone,
  findAll,
  innerText,
  isTextNode,
  nameOf,
  setAttr,
  shellOf,
  textNode,
  textOf,
  type XmlNode,
} from '../inline/xml-tree.ts';

type Item = Inline<XmlNode, XmlNode>;

const BLOCKS = new Set([
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
  'td',
  'th',
  'caption',
  'figcaption',
  'blockquote',
  'div',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'nav',
  'main',
  'figure',
  'ul',
  'ol',
  'dl',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'pre',
  'address',
  'summary',
  'details',
  'legend',
  'fieldset',
  'title',
  'body',
  'hgroup',
  'form',
]);
const ATOMS = new Set([
  'img',
  'br',
  'hr',
  'svg',
  'math',
  'object',
  'video',
  'audio',
  'iframe',
  'input',
  'wbr',
  'script',
  'style',
  'embed',
  'canvas',
  'ruby',
  'textarea',
  'select',
]);
const CODE = new Set(['code', 'kbd', 'samp', 'tt', 'var']);
const ATTRIBUTES = ['alt', 'title'];

const local = (name: string): string => name.slice(name.indexOf(':') + 1);
const isBlock = (node: XmlNode): boolean => !isTextNode(node) && BLOCKS.has(local(nameOf(node)));

function inlineItems(nodes: XmlNode[]): Item[] {
  return nodes.flatMap((node): Item[] => {
    if (isTextNode(node))
      return [{ kind: 'text', style: '', text: textOf(node).replace(/[ \t\n\r\f]+/g, ' ') }];
    const name = nameOf(node);
    if (name.startsWith('#') || name.startsWith('?')) return [];
    if (ATOMS.has(local(name)) || CODE.has(local(name))) return [{ kind: 'atom', atom: node }];
    return [{ kind: 'wrap', wrap: node, children: inlineItems(childrenOf(node)) }];
  });
}

/** The text of the inline code elements among `nodes`. */
function codeTexts(nodes: XmlNode[]): string[] {
  return findAll(nodes, (name) => CODE.has(local(name))).map(({ node }) => innerText(node));
}

function render(items: Item[], copy: boolean): XmlNode[] {
  return items.map((item) => {
    if (item.kind === 'text' || item.kind === 'verbatim') return textNode(item.text);
    if (item.kind === 'atom') return copy ? deepClone(item.atom) : item.atom;
    const shell = shellOf(item.wrap, render(item.children, copy));
    if (copy) setAttr(shell, 'id', undefined);
    return shell;
  });
}

/** A unit over a run of inline siblings, from `first` to `last` inclusive, inside `owner`. */
function rangeUnit(
  owner: XmlNode,
  first: XmlNode,
  last: XmlNode,
  mode: OutputMode,
  wholeBlock: boolean,
): TextUnit {
  const siblings = childrenOf(owner);
  const nodes = siblings.slice(siblings.indexOf(first), siblings.indexOf(last) + 1);
  const encoded = encodeInline(inlineItems(nodes));
  return {
    segment: encoded.segment.trim(),
    plain: encoded.plain.trim(),
    code: codeTexts(nodes),
    apply(translation) {
      const rendered = render(encoded.decode(translation), mode === 'bilingual');
      const children = childrenOf(owner);
      if (mode === 'translated') {
        children.splice(children.indexOf(first), nodes.length, ...rendered);
      } else if (wholeBlock && nameOf(owner) !== 'title') {
        // The translation follows as a sibling block of the same kind and class, without the id.
        const copy = shellOf(owner, rendered);
        setAttr(copy, 'id', undefined);
        const parent = findParent(owner);
        if (parent) parent.splice(parent.indexOf(owner) + 1, 0, copy);
      } else if (nameOf(owner) !== 'title') {
        children.splice(children.indexOf(last) + 1, 0, textNode(' '), ...rendered);
      }
    },
  };
}

const parents = new WeakMap<XmlNode, XmlNode[]>();
function findParent(node: XmlNode): XmlNode[] | undefined {
  return parents.get(node);
}

function blockUnits(owner: XmlNode, mode: OutputMode, units: TextUnit[]): void {
  if (local(nameOf(owner)) === 'pre') return;
  const children = childrenOf(owner);
  for (const child of children) if (!isTextNode(child)) parents.set(child, children);
  if (!children.some(isBlock)) {
    const [first] = children;
    const last = children[children.length - 1];
    if (first && last) units.push(rangeUnit(owner, first, last, mode, local(nameOf(owner)) !== 'body'));
    return;
  }
  let run: XmlNode[] = [];
  const flush = (): void => {
    const [first] = run;
    const last = run[run.length - 1];
    if (first && last && /\p{L}/u.test(plainText(inlineItems(run))))
      units.push(rangeUnit(owner, first, last, mode, false));
    run = [];
  };
  for (const child of [...children]) {
    if (isBlock(child)) {
      flush();
      blockUnits(child, mode, units);
    } else if (!ATOMS.has(local(nameOf(child))) || run.length > 0) run.push(child);
  }
  flush();
}

function attributeUnits(nodes: XmlNode[]): TextUnit[] {
  const units: TextUnit[] = [];
  for (const { node } of findAll(nodes, (_name, candidate) =>
    ATTRIBUTES.some((name) => attr(candidate, name)),
  )) {
    for (const name of ATTRIBUTES) {
      const value = attr(node, name);
      if (!value) continue;
      const encoded = encodeInline<never, never>([{ kind: 'text', style: '', text: value }]);
      units.push({
        segment: encoded.segment,
        plain: encoded.plain,
        apply: (translation) => setAttr(node, name, plainText(encoded.decode(translation))),
      });
    }
  }
  return units;
}

export function xhtmlUnits(nodes: XmlNode[], mode: OutputMode, to: string): TextUnit[] {
  const html = findAll(nodes, (name) => local(name) === 'html')[0]?.node;
  if (!html) return [];
  const units: TextUnit[] = [];
  for (const section of childrenOf(html)) {
    const name = local(nameOf(section));
    if (name === 'head')
      for (const { node } of findAll(childrenOf(section), (child) => local(child) === 'title'))
        blockUnits(node, mode, units);
    if (name === 'body') blockUnits(section, mode, units);
  }
  // The page's language is set with the rest of the book's (inline/language-tags.ts).
  if (mode === 'translated' && to) units.push(...attributeUnits(childrenOf(html)));
  return units;
}
