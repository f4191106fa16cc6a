// Helpers over fast-xml-parser's order-preserving tree: an element is `{ name: children, ':@': attrs }`,
// text is `{ '#text': value }`.
import type { XmlNode } from '../../safety/xml.ts';

export type { XmlNode };

const ATTRS = ':@';

export function nameOf(node: XmlNode): string {
  for (const key in node) if (key !== ATTRS) return key;
  return '';
}

export function isTextNode(node: XmlNode): boolean {
  return '#text' in node;
}

export function textOf(node: XmlNode): string {
  const value = node['#text'];
  return value === undefined || value === null ? '' : String(value);
}

export function childrenOf(node: XmlNode): XmlNode[] {
  const name = nameOf(node);
  const children = name && name !== '#text' ? node[name] : undefined;
  return Array.isArray(children) ? (children as XmlNode[]) : [];
}

export function setChildren(node: XmlNode, children: XmlNode[]): void {
  node[nameOf(node)] = children;
}

export function attrsOf(node: XmlNode): Record<string, string> {
  return (node[ATTRS] as Record<string, string> | undefined) ?? {};
}

export function attr(node: XmlNode, name: string): string | undefined {
  return attrsOf(node)[name];
}

export function setAttr(node: XmlNode, name: string, value: string | undefined): void {
  const attrs = { ...attrsOf(node) };
  if (value === undefined) delete attrs[name];
  else attrs[name] = value;
  if (Object.keys(attrs).length > 0) node[ATTRS] = attrs;
  else delete node[ATTRS];
}

export function element(
  name: string,
  attrs: Record<string, string> | undefined,
  children: XmlNode[],
): XmlNode {
  const node: XmlNode = { [name]: children };
  if (attrs && Object.keys(attrs).length > 0) node[ATTRS] = { ...attrs };
  return node;
}

export function textNode(text: string): XmlNode {
  return { '#text': text };
}

/** An element with the same name and attributes and the given children. */
export function shellOf(node: XmlNode, children: XmlNode[]): XmlNode {
  return element(nameOf(node), attrsOf(node), children);
}

export function deepClone<T>(value: T): T {
  return structuredClone(value);
}

/** Text content of an element (text and CDATA, recursively). */
export function innerText(node: XmlNode): string {
  if (isTextNode(node)) return textOf(node);
  return childrenOf(node).map(innerText).join('');
}

export interface Located {
  node: XmlNode;
  /** The children array holding `node`; insertions next to it go here. */
  siblings: XmlNode[];
}

/** Every element whose name passes `match`, in document order, including ones nested in matches. */
export function findAll(
  nodes: XmlNode[],
  match: (name: string, node: XmlNode) => boolean,
  skip?: (name: string, node: XmlNode) => boolean,
): Located[] {
  const found: Located[] = [];
  const visit = (siblings: XmlNode[]): void => {
    for (const node of siblings) {
      if (isTextNode(node)) continue;
      const name = nameOf(node);
      if (name.startsWith('#') || name.startsWith('?')) continue;
      if (skip?.(name, node)) continue;
      if (match(name, node)) found.push({ node, siblings });
      visit(childrenOf(node));
    }
  };
  visit(nodes);
  return found;
}

export function firstChild(node: XmlNode, name: string): XmlNode | undefined {
  return childrenOf(node).find((child) => nameOf(child) === name);
}

const lastInsert = new WeakMap<XmlNode[], number>();

/**
 * Inserts `node` right after `after` in `siblings` (by identity). Units are applied in document
 * order, so the search starts where the previous insertion into the same array left off.
 */
export function insertAfter(siblings: XmlNode[], after: XmlNode, node: XmlNode): void {
  const hint = lastInsert.get(siblings) ?? 0;
  let index = siblings.indexOf(after, hint);
  if (index < 0) index = siblings.indexOf(after);
  const at = index < 0 ? siblings.length : index + 1;
  siblings.splice(at, 0, node);
  lastInsert.set(siblings, at);
}
