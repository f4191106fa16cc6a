// XML parsing for untrusted documents. Entity declarations (billion laughs, XXE) are refused
// before the parser sees the text; a plain DOCTYPE naming an external DTD (old XHTML) is allowed
// because nothing is ever fetched, and it is written back unchanged.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { EngineError } from '../types.ts';
import { MAX_TREE_DEPTH, tooDeep } from './depth.ts';
import { writeXml } from './xml-write.ts';

export type XmlNode = Record<string, unknown>;

export interface XmlDocument {
  nodes: XmlNode[];
  /** The original `<!DOCTYPE …>` declaration, re-emitted after the XML declaration. */
  doctype?: string;
}

export const DEFAULT_MAX_XML_CHARACTERS = 256 * 1024 * 1024;

const SHARED_OPTIONS = {
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  commentPropName: '#comment',
  cdataPropName: '#cdata',
  ignorePiTags: false,
  ignoreDeclaration: false,
} as const;

// The parser stops at the depth the formats' recursive walks can take (and its time grows with the
// square of the depth, so it must stop early: 50,000 levels took minutes).
const parser = new XMLParser({
  ...SHARED_OPTIONS,
  processEntities: true,
  htmlEntities: true,
  maxNestedTags: MAX_TREE_DEPTH,
});
/** What the parser says when it stops there. */
const TOO_DEEP = /nested tags/i;

const DOCTYPE = /<!DOCTYPE[^>[]*>/i;

export function parseXml(
  text: string,
  part = 'XML',
  maxCharacters = DEFAULT_MAX_XML_CHARACTERS,
  /** Set when this exact text already passed validation (a second parse of the same part). */
  validated = false,
): XmlDocument {
  if (text.length > maxCharacters) {
    throw new EngineError('too-large', `The document part ${part} is too large to process.`);
  }
  if (/<!ENTITY/i.test(text) || /<!DOCTYPE[^>]*\[/i.test(text)) {
    throw new EngineError(
      'corrupt-file',
      `The document part ${part} declares XML entities, which are not allowed.`,
    );
  }
  const doctype = DOCTYPE.exec(text)?.[0];
  const valid = validated || XMLValidator.validate(text);
  if (valid !== true) {
    throw new EngineError(
      'corrupt-file',
      `The file is damaged: ${part} is not well-formed XML (line ${valid.err.line}: ${valid.err.msg}).`,
    );
  }
  try {
    const nodes = parser.parse(text) as XmlNode[];
    if (
      !Array.isArray(nodes) ||
      !nodes.some((node) => !('?xml' in node) && !('#text' in node) && !('#comment' in node))
    ) {
      throw new Error('no root element');
    }
    return doctype ? { nodes, doctype } : { nodes };
  } catch (cause) {
    if (cause instanceof Error && TOO_DEEP.test(cause.message)) throw tooDeep(part);
    throw new EngineError('corrupt-file', `The file is damaged: ${part} is not well-formed XML.`, { cause });
  }
}

/** Always UTF-8 (parts are written back as UTF-8 whatever they were read as). */
export function buildXml(document: XmlDocument): string {
  const declaration = document.nodes.find((node) => '?xml' in node);
  const attrs = declaration?.[':@'] as Record<string, string> | undefined;
  if (attrs?.encoding && attrs.encoding.toLowerCase() !== 'utf-8') attrs.encoding = 'UTF-8';
  const xml = writeXml(document.nodes);
  if (!document.doctype) return xml;
  const declarationEnd = xml.startsWith('<?xml') ? xml.indexOf('?>') + 2 : 0;
  return `${xml.slice(0, declarationEnd)}${document.doctype}${xml.slice(declarationEnd)}`;
}
