// The markup of a reading view: a document's own HTML with everything that is not reading taken
// out. What is left runs nothing and fetches nothing (the answer's policy says so too), so the view
// is the text as laid out, not the file: no scripts, embedded objects, forms' targets, metadata,
// or addresses of images and styles elsewhere (a tracking pixel stays unfetched).

import { parse, serialize, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

const DROPPED = new Set([
  'script',
  'noscript',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  'link',
  'meta',
  'base',
  'title',
]);
/** Attributes that make the browser fetch or send something; kept only for inline images. */
const RESOURCES = new Set([
  'src',
  'srcset',
  'poster',
  'background',
  'data',
  'action',
  'formaction',
  'ping',
  'manifest',
  'codebase',
  'cite',
  'longdesc',
  'lowsrc',
  'dynsrc',
  'imagesrcset',
]);
const INLINE_IMAGE = /^\s*data:image\/(png|jpeg|gif|webp);/i;
const PLAIN_LINK = /^\s*(https?:|mailto:|#)/i;

const isElement = (node: Node): node is Element => 'tagName' in node;

function keepAttribute(name: string, value: string): boolean {
  const lower = name.toLowerCase();
  if (lower.startsWith('on')) return false;
  if (RESOURCES.has(lower)) return INLINE_IMAGE.test(value);
  if (lower === 'href') return PLAIN_LINK.test(value);
  return true;
}

/** Iterative, so a deeply nested document cannot overflow the stack. */
function clean(root: ParentNode): void {
  const pending: ParentNode[] = [root];
  for (let parent = pending.pop(); parent; parent = pending.pop()) {
    parent.childNodes = parent.childNodes.filter((node) => {
      if (node.nodeName === '#comment' || node.nodeName === '#documentType') return false;
      if (!isElement(node)) return true;
      if (DROPPED.has(node.tagName)) return false;
      node.attrs = node.attrs.filter((attribute) => keepAttribute(attribute.name, attribute.value));
      pending.push(node);
      return true;
    });
  }
}

function bodyOf(document: ParentNode): Element | undefined {
  for (const node of document.childNodes) {
    if (!isElement(node)) continue;
    if (node.tagName === 'body') return node;
    const found = bodyOf(node);
    if (found) return found;
  }
  return undefined;
}

/** The body of an HTML (or XHTML) document as reading markup: see the top of this file. */
export function readingMarkup(html: string): string {
  const body = bodyOf(parse(html));
  if (!body) return '';
  clean(body);
  return serialize(body);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (ch) => ESCAPES[ch] ?? ch);
