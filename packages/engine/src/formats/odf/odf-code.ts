// ODF code: a paragraph in a code style (Preformatted Text, a style based on it, or one set in a
// monospace font) is left as it is; a span in a code style (Source Text, a monospace font) keeps its
// text verbatim. Styles come from styles.xml (common styles and its own automatic styles) plus the
// automatic styles of the part being translated; fonts are named through the font-face declarations.
// The font of the default paragraph style does not count (a document typed in Courier is not code).
import { parseXml, type XmlNode } from '../../safety/xml.ts';
import type { SafeZip } from '../../safety/zip.ts';
import { isCodeStyleName, isMonospaceFont } from '../inline/code-style.ts';
import { attr, childrenOf, firstChild, nameOf } from '../inline/xml-tree.ts';

interface OdfStyle {
  displayName?: string;
  parent?: string;
  /** style:font-name (a font-face) and fo:font-family, when the style sets a font. */
  fontName?: string;
  fontFamily?: string;
}

export interface OdfStyles {
  /** By "family:name". */
  styles: Map<string, OdfStyle>;
  /** Font-face name → font family. */
  faces: Map<string, string>;
}

export interface OdfCode {
  paragraph(styleName: string | undefined): boolean;
  span(styleName: string | undefined): boolean;
}

const SECTIONS = new Set(['office:font-face-decls', 'office:styles', 'office:automatic-styles']);

/** Adds the font faces and styles declared at the top of an ODF document (its body is not read). */
function readStyles(nodes: XmlNode[], into: OdfStyles): OdfStyles {
  const declarations = nodes
    .flatMap(childrenOf)
    .filter((node) => SECTIONS.has(nameOf(node)))
    .flatMap(childrenOf);
  for (const node of declarations) {
    const name = attr(node, 'style:name');
    if (!name) continue;
    if (nameOf(node) === 'style:font-face')
      into.faces.set(name, (attr(node, 'svg:font-family') ?? name).replace(/['"]/g, ''));
    if (nameOf(node) !== 'style:style') continue;
    const text = firstChild(node, 'style:text-properties');
    into.styles.set(`${attr(node, 'style:family') ?? ''}:${name}`, {
      displayName: attr(node, 'style:display-name'),
      parent: attr(node, 'style:parent-style-name'),
      fontName: text && attr(text, 'style:font-name'),
      fontFamily: text && attr(text, 'fo:font-family'),
    });
  }
  return into;
}

/** The common styles (styles.xml), read once per file. */
export async function readOdfStyles(zip: SafeZip): Promise<OdfStyles> {
  const empty: OdfStyles = { styles: new Map(), faces: new Map() };
  if (!zip.has('styles.xml')) return empty;
  return readStyles(parseXml(await zip.text('styles.xml'), 'styles.xml').nodes, empty);
}

/** Code rules for one part: the common styles plus the part's own automatic styles. */
export function odfCode(common: OdfStyles, part: XmlNode[]): OdfCode {
  const table = readStyles(part, { styles: new Map(common.styles), faces: new Map(common.faces) });
  const memo = new Map<string, boolean>();
  const isCode = (family: string, name: string | undefined, depth = 0): boolean => {
    if (name === undefined || depth > 20) return false;
    const key = `${family}:${name}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const style = table.styles.get(key);
    let code = isCodeStyleName(name) || isCodeStyleName(style?.displayName);
    if (!code && style && (style.fontName ?? style.fontFamily) !== undefined) {
      const fonts = [style.fontName, table.faces.get(style.fontName ?? ''), style.fontFamily];
      code = !(family === 'paragraph' && name === 'Standard') && fonts.some(isMonospaceFont);
    } else if (!code && style) code = isCode(family, style.parent, depth + 1);
    memo.set(key, code);
    return code;
  };
  return { paragraph: (name) => isCode('paragraph', name), span: (name) => isCode('text', name) };
}
