// One run of inline HTML (text, <b>, <a>, <br>, <img>…) as a tagged segment. Inline elements become
// <g> runs whose start and end tags are copied from the source; void elements and untouched inline
// code become <x/> atoms (the code's text is reported as the unit's code); text is re-escaped on
// the way back.
import type { DefaultTreeAdapterMap } from 'parse5';
import { escapeText, tokenizeTagged } from '../../segments/tagged.ts';
import type { Unit } from './document.ts';

type ChildNode = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

export const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'big',
  'br',
  'cite',
  'data',
  'dfn',
  'em',
  'font',
  'i',
  'img',
  'ins',
  'del',
  'label',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'tt',
  'u',
  'wbr',
  'code',
  'kbd',
  'samp',
  'var',
]);
const VOID = new Set(['br', 'img', 'wbr']);
/** Inline elements whose content is never translated. */
export const UNTOUCHED_INLINE = new Set(['code', 'kbd', 'samp', 'var', 'tt']);

export interface RunContext {
  source: string;
  /** Units for an element's translatable attributes, with where their values sit in the source. */
  attributeUnits(element: Element): { start: number; end: number; unit: Unit }[];
}

export function isElement(node: ChildNode): node is Element {
  return 'tagName' in node;
}

function slice(
  source: string,
  location: { startOffset: number; endOffset: number } | null | undefined,
): string {
  return location ? source.slice(location.startOffset, location.endOffset) : '';
}

/** Text-level output: & < > escaped, quotes left alone (it is element content). */
function escapeHtmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function textContent(node: ChildNode): string {
  if ('value' in node) return node.value;
  return isElement(node) ? node.childNodes.map(textContent).join('') : '';
}

export function encodeRun(
  nodes: ChildNode[],
  context: RunContext,
): Pick<Unit, 'segment' | 'render' | 'nested' | 'code'> {
  const atoms = new Map<string, (resolve: (unit: Unit) => string) => string>();
  const runs = new Map<string, { open: string; close: string }>();
  const nested: Unit[] = [];
  const code: string[] = [];
  let next = 1;

  // An element copied from the source, with its translatable attributes replaced.
  const withAttributes = (element: Element) => {
    const located = context.attributeUnits(element);
    nested.push(...located.map((entry) => entry.unit));
    const start = element.sourceCodeLocation?.startOffset ?? 0;
    return (resolve: (unit: Unit) => string) => {
      let out = '';
      let at = start;
      for (const entry of located) {
        out += context.source.slice(at, entry.start) + resolve(entry.unit);
        at = entry.end;
      }
      return out + context.source.slice(at, element.sourceCodeLocation?.startTag?.endOffset ?? at);
    };
  };

  const encode = (list: ChildNode[]): string =>
    list
      .map((node) => {
        if (node.nodeName === '#text' && 'value' in node) return escapeText(node.value);
        if (!isElement(node)) return '';
        const id = String(next++);
        if (UNTOUCHED_INLINE.has(node.tagName)) code.push(textContent(node));
        if (VOID.has(node.tagName) || UNTOUCHED_INLINE.has(node.tagName)) {
          const open = withAttributes(node);
          const whole = slice(context.source, node.sourceCodeLocation);
          const rest = whole.slice(
            (node.sourceCodeLocation?.startTag?.endOffset ?? 0) - (node.sourceCodeLocation?.startOffset ?? 0),
          );
          atoms.set(id, (resolve) => open(resolve) + rest);
          return `<x id="${id}"/>`;
        }
        const open = withAttributes(node);
        runs.set(id, { open: '', close: slice(context.source, node.sourceCodeLocation?.endTag) });
        atoms.set(`open:${id}`, open);
        return `<g id="${id}">${encode(node.childNodes)}</g>`;
      })
      .join('');

  const segment = encode(nodes);
  return {
    segment,
    nested,
    code,
    render(translation, resolve) {
      let out = '';
      const open: string[] = [];
      const used = new Set<string>();
      for (const token of tokenizeTagged(translation)) {
        if (token.kind === 'text') out += escapeHtmlText(token.text);
        else if (token.kind === 'atom') {
          out += atoms.get(token.id)?.(resolve) ?? '';
          used.add(token.id);
        } else if (token.kind === 'open') {
          open.push(token.id);
          out += atoms.get(`open:${token.id}`)?.(resolve) ?? '';
        } else out += runs.get(open.pop() ?? '')?.close ?? '';
      }
      while (open.length > 0) out += runs.get(open.pop() ?? '')?.close ?? '';
      for (const [id, atom] of atoms) if (!id.startsWith('open:') && !used.has(id)) out += atom(resolve);
      return out;
    },
  };
}
