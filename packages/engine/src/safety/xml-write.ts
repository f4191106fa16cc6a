// Serialises fast-xml-parser's order-preserving tree (several times faster than its builder, which
// dominated the cost of writing big parts). Empty elements are written self-closed.
import type { XmlNode } from './xml.ts';

const ATTRS = ':@';

// Characters XML 1.0 cannot hold at all; a provider could return them, a reader would reject the part.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

function escapeText(raw: string): string {
  const text = raw.replace(NOT_XML, '');
  return /[&<>]/.test(text) ? text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') : text;
}

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\n': '&#10;',
  '\r': '&#13;',
  '\t': '&#9;',
};

/** Newlines and tabs are escaped too: a parser would turn them into spaces in an attribute. */
function escapeAttribute(raw: string): string {
  const value = raw.replace(NOT_XML, '');
  return /[&<>"\n\r\t]/.test(value)
    ? value.replace(/[&<>"\n\r\t]/g, (char) => ATTRIBUTE_ESCAPES[char] ?? char)
    : value;
}

function attributes(node: XmlNode): string {
  const attrs = node[ATTRS] as Record<string, unknown> | undefined;
  if (!attrs) return '';
  let out = '';
  for (const name in attrs) out += ` ${name}="${escapeAttribute(String(attrs[name]))}"`;
  return out;
}

function innerText(children: unknown): string {
  return Array.isArray(children)
    ? children.map((child: XmlNode) => String(child['#text'] ?? '')).join('')
    : '';
}

function write(nodes: XmlNode[], out: string[]): void {
  for (const node of nodes) {
    let name = '';
    for (const key in node) {
      if (key !== ATTRS) {
        name = key;
        break;
      }
    }
    const value = node[name];
    if (name === '#text') out.push(escapeText(String(value ?? '')));
    else if (name === '#comment') out.push(`<!--${innerText(value)}-->`);
    else if (name === '#cdata') out.push(`<![CDATA[${innerText(value)}]]>`);
    else if (name.startsWith('?')) out.push(`<${name}${attributes(node)}?>`);
    else if (name) {
      const children = Array.isArray(value) ? (value as XmlNode[]) : [];
      if (children.length === 0) out.push(`<${name}${attributes(node)}/>`);
      else {
        out.push(`<${name}${attributes(node)}>`);
        write(children, out);
        out.push(`</${name}>`);
      }
    }
  }
}

export function writeXml(nodes: XmlNode[]): string {
  const out: string[] = [];
  write(nodes, out);
  return out.join('');
}
