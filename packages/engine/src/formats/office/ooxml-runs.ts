// Paragraphs made of runs (WordprocessingML w:p/w:r, DrawingML a:p/a:r, SpreadsheetML si/r):
// one paragraph becomes one tagged segment; runs with the same properties merge (proofing marks
// and rsid attributes split them for no visible reason); after translation the runs are rebuilt,
// each piece with its original run properties. Runs the format calls code are kept verbatim.
import { encodeInline, joinSplitWraps, type Inline } from '../inline/tagged.ts';
import type { OutputMode, TextUnit } from '../inline/zip-document.ts';
import {
  attrsOf,
  childrenOf,
  deepClone,
  element,
  insertAfter,
  isTextNode,
  nameOf,
  setChildren,
  shellOf,
  textNode,
  textOf,
  type Located,
  type XmlNode,
} from '../inline/xml-tree.ts';

export interface RunDialect {
  /** Paragraph children kept first / last, as they are (w:pPr; a:endParaRPr). */
  leading: ReadonlySet<string>;
  trailing: ReadonlySet<string>;
  run: string;
  runProps: string;
  text: string;
  textAttrs?: Record<string, string>;
  /** The text element may also stand directly in the paragraph, without a run (SpreadsheetML `<si><t>`). */
  bareText?: boolean;
  /** Elements around runs that carry meaning (w:hyperlink, w:ins): they become <g> tags. */
  wrappers: ReadonlySet<string>;
  /** Markers with no meaning after translation (w:proofErr, w:lastRenderedPageBreak). */
  dropped: ReadonlySet<string>;
  /** Standalone pieces safe to repeat in a bilingual copy (w:tab, w:br, a:br). */
  copyable: ReadonlySet<string>;
  fieldChar?: string;
  /** Run-property attributes and children that do not change how text looks (proofing, language). */
  invisibleProps?: ReadonlySet<string>;
  /** Adjusts a bilingual copy of a paragraph (drop unique ids, section breaks, numbering). */
  prepareCopy?(copy: XmlNode): void;
}

interface Atom {
  nodes: XmlNode[];
  copyable: boolean;
}

interface Wrap {
  node: XmlNode;
  lead: XmlNode[];
}

type Item = Inline<Atom, Wrap>;

interface Extraction {
  items: Item[];
  lead: XmlNode[];
  tail: XmlNode[];
  styles: Map<string, XmlNode>;
}

/** Runs whose properties differ only in invisible details (spell-check marks, language) merge. */
function styleKeyOf(props: XmlNode | undefined, dialect: RunDialect): string {
  if (!props) return '';
  const hidden = dialect.invisibleProps;
  if (!hidden) return JSON.stringify(props);
  const attrs = Object.entries(attrsOf(props)).filter(([name]) => !hidden.has(name));
  const children = childrenOf(props).filter((child) => !hidden.has(nameOf(child)));
  return children.length === 0 && attrs.length === 0 ? '' : JSON.stringify([attrs, children]);
}

/** Tells inline code runs by their run properties. */
export type RunCode = (props: XmlNode | undefined) => boolean;

function extract(paragraph: XmlNode, dialect: RunDialect, isCode?: RunCode): Extraction {
  const result: Extraction = { items: [], lead: [], tail: [], styles: new Map() };
  let fieldDepth = 0;
  let field: Atom | undefined;
  const fieldBalance = (run: XmlNode): number =>
    childrenOf(run).reduce((sum, child) => {
      if (nameOf(child) !== dialect.fieldChar) return sum;
      const type = attrsOf(child)['w:fldCharType'];
      return sum + (type === 'begin' ? 1 : type === 'end' ? -1 : 0);
    }, 0);

  const readRun = (run: XmlNode, out: Item[]): void => {
    const props = childrenOf(run).find((child) => nameOf(child) === dialect.runProps);
    const style = styleKeyOf(props, dialect);
    const kind = isCode?.(props) ? 'verbatim' : 'text';
    if (!result.styles.has(style)) result.styles.set(style, run);
    for (const child of childrenOf(run)) {
      const name = nameOf(child);
      if (name === dialect.runProps || dialect.dropped.has(name) || isTextNode(child)) continue;
      if (name === dialect.text) out.push({ kind, style, text: childrenOf(child).map(textOrCdata).join('') });
      else
        out.push({
          kind: 'atom',
          atom: {
            nodes: [shellOf(run, props ? [props, child] : [child])],
            copyable: dialect.copyable.has(name),
          },
        });
    }
  };

  const read = (nodes: XmlNode[], out: Item[], top: boolean): void => {
    for (const node of nodes) {
      if (isTextNode(node)) continue;
      const name = nameOf(node);
      if (field) {
        field.nodes.push(node);
        if (name === dialect.run) fieldDepth += fieldBalance(node);
        if (fieldDepth <= 0) field = undefined;
        continue;
      }
      if (top && dialect.bareText && name === dialect.text)
        out.push({ kind: 'text', style: '', text: childrenOf(node).map(textOrCdata).join('') });
      else if (top && dialect.leading.has(name)) result.lead.push(node);
      else if (top && dialect.trailing.has(name)) result.tail.push(node);
      else if (dialect.dropped.has(name)) continue;
      else if (name === dialect.run && dialect.fieldChar && fieldBalance(node) > 0) {
        fieldDepth = fieldBalance(node);
        field = { nodes: [node], copyable: false };
        out.push({ kind: 'atom', atom: field });
      } else if (name === dialect.run) readRun(node, out);
      else if (dialect.wrappers.has(name)) {
        const children: Item[] = [];
        const lead = childrenOf(node).filter((child) => nameOf(child).endsWith('Pr'));
        read(
          childrenOf(node).filter((child) => !lead.includes(child)),
          children,
          false,
        );
        out.push({ kind: 'wrap', wrap: { node, lead }, children });
      } else out.push({ kind: 'atom', atom: { nodes: [node], copyable: dialect.copyable.has(name) } });
    }
  };
  read(childrenOf(paragraph), result.items, true);
  return result;
}

function textOrCdata(node: XmlNode): string {
  if (isTextNode(node)) return textOf(node);
  return nameOf(node) === '#cdata' ? childrenOf(node).map(textOf).join('') : '';
}

/**
 * A wrapper the provider's reordering put inside another of its kind (a link inside a link, which
 * Word cannot show) goes after it instead, whole.
 */
function unnest(items: Item[]): Item[] {
  const out: Item[] = [];
  for (const item of items) {
    if (item.kind !== 'wrap') {
      out.push(item);
      continue;
    }
    const name = nameOf(item.wrap.node);
    const inner = unnest(item.children);
    const nested = inner.filter((child) => child.kind === 'wrap' && nameOf(child.wrap.node) === name);
    const own = inner.filter((child) => !nested.includes(child));
    out.push({ ...item, children: own }, ...nested);
  }
  return out;
}

function render(items: Item[], extraction: Extraction, dialect: RunDialect, copy: boolean): XmlNode[] {
  const out: XmlNode[] = [];
  for (const item of joinSplitWraps(unnest(items))) {
    if (item.kind === 'atom') {
      if (!copy) out.push(...item.atom.nodes);
      else if (item.atom.copyable) out.push(...deepClone(item.atom.nodes));
    } else if (item.kind === 'wrap') {
      out.push(
        shellOf(item.wrap.node, [
          ...(copy ? deepClone(item.wrap.lead) : item.wrap.lead),
          ...render(item.children, extraction, dialect, copy),
        ]),
      );
    } else {
      const template = extraction.styles.get(item.style);
      const props = template
        ? childrenOf(template).find((child) => nameOf(child) === dialect.runProps)
        : undefined;
      const text = element(dialect.text, dialect.textAttrs, [textNode(item.text)]);
      if (dialect.bareText && !template && out.length === 0) {
        out.push(text);
        continue;
      }
      out.push(
        element(
          dialect.run,
          template ? attrsOf(template) : undefined,
          props ? [deepClone(props), text] : [text],
        ),
      );
    }
  }
  return out;
}

/** A translation unit for one paragraph; in bilingual mode the translation goes in a copy placed after it. */
export function runParagraphUnit(
  located: Located,
  dialect: RunDialect,
  mode: OutputMode,
  isCode?: RunCode,
): TextUnit {
  const { node: paragraph, siblings } = located;
  const extraction = extract(paragraph, dialect, isCode);
  const encoded = encodeInline(extraction.items);
  return {
    segment: encoded.segment,
    plain: encoded.plain,
    code: encoded.code,
    apply(translation) {
      const items = encoded.decode(translation);
      if (mode === 'translated') {
        setChildren(paragraph, [
          ...extraction.lead,
          ...render(items, extraction, dialect, false),
          ...extraction.tail,
        ]);
        return;
      }
      const copy = shellOf(paragraph, [
        ...deepClone(extraction.lead),
        ...render(items, extraction, dialect, true),
        ...deepClone(extraction.tail),
      ]);
      dialect.prepareCopy?.(copy);
      insertAfter(siblings, paragraph, copy);
    },
  };
}
