// DOCX code: which paragraphs are code blocks (copied, not translated) and which runs are inline
// code (kept verbatim). A style is code by its name or its monospace font (w:rFonts), following
// w:basedOn; the default paragraph style's font does not count (a document typed in Courier is not
// all code). A run is code by its character style or its own monospace font.
import { parseXml } from '../../safety/xml.ts';
import type { SafeZip } from '../../safety/zip.ts';
import { isCodeStyleName, isMonospaceFont } from '../inline/code-style.ts';
import { attr, findAll, firstChild, type XmlNode } from '../inline/xml-tree.ts';

export interface WordCode {
  /** `pPr` of a w:p: true when the paragraph's style is a code style. */
  paragraph(props: XmlNode | undefined): boolean;
  /** `rPr` of a w:r: true when the run is inline code. */
  run(props: XmlNode | undefined): boolean;
}

interface WordStyle {
  name: string;
  basedOn?: string;
  /** The style's own font; '' for a theme font; undefined when it sets none. */
  font?: string;
  isDefault: boolean;
}

const STYLES = 'word/styles.xml';

/** The font of an w:rPr: ASCII font, else the high-ANSI one; theme fonts are never monospace. */
function fontOf(props: XmlNode | undefined): string | undefined {
  const fonts = props && firstChild(props, 'w:rFonts');
  if (!fonts) return undefined;
  const theme = attr(fonts, 'w:asciiTheme') ?? attr(fonts, 'w:hAnsiTheme');
  return attr(fonts, 'w:ascii') ?? attr(fonts, 'w:hAnsi') ?? (theme !== undefined ? '' : undefined);
}

const valueOf = (props: XmlNode | undefined, name: string): string | undefined => {
  const child = props && firstChild(props, name);
  return child && attr(child, 'w:val');
};

export async function readWordCode(zip: SafeZip): Promise<WordCode> {
  const styles = new Map<string, WordStyle>();
  if (zip.has(STYLES)) {
    const document = parseXml(await zip.text(STYLES), STYLES);
    for (const { node } of findAll(document.nodes, (name) => name === 'w:style')) {
      const id = attr(node, 'w:styleId');
      if (!id) continue;
      const props = firstChild(node, 'w:rPr');
      styles.set(id, {
        name: valueOf(node, 'w:name') ?? id,
        basedOn: valueOf(node, 'w:basedOn'),
        font: fontOf(props),
        isDefault: attr(node, 'w:default') === '1' || attr(node, 'w:default') === 'true',
      });
    }
  }
  const memo = new Map<string, boolean>();
  const isCodeStyle = (id: string | undefined, depth = 0): boolean => {
    if (id === undefined || depth > 20) return false;
    const known = memo.get(id);
    if (known !== undefined) return known;
    const style = styles.get(id);
    let code = isCodeStyleName(id) || isCodeStyleName(style?.name);
    if (!code && style?.font !== undefined) code = !style.isDefault && isMonospaceFont(style.font);
    else if (!code && style) code = isCodeStyle(style.basedOn, depth + 1);
    memo.set(id, code);
    return code;
  };
  return {
    paragraph: (props) => isCodeStyle(valueOf(props, 'w:pStyle')),
    run: (props) =>
      props !== undefined && (isCodeStyle(valueOf(props, 'w:rStyle')) || isMonospaceFont(fontOf(props))),
  };
}
