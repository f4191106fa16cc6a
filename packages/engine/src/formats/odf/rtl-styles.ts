// ODF has no direction on a paragraph, only on its style: each paragraph or heading with
// right-to-left text takes a twin of its style written right to left (styles are shared, and code
// under the same style stays left to right). LibreOffice reads `start` as left whatever the
// writing mode, so the twin also says its alignment in absolute terms: a paragraph that started
// at the left now starts at the right; centred and justified ones stay so.

import { isRtlText } from '../../fonts/bidi.ts';

const WRITING_MODE = 'style:writing-mode="rl-tb"';
const MIRRORED: Record<string, string> = { start: 'right', left: 'right', end: 'left', right: 'left' };

interface StyleFacts {
  parent?: string;
  align?: string;
}

/** Paragraph styles by name (content's automatic ones and styles.xml's), with parent and own alignment. */
function paragraphStyles(...parts: string[]): Map<string, StyleFacts> {
  const styles = new Map<string, StyleFacts>();
  for (const part of parts)
    for (const [element] of part.matchAll(/<style:style\b[^>]*?(?:\/>|>[\s\S]*?<\/style:style>)/gu)) {
      const name = /\sstyle:name="([^"]*)"/u.exec(element)?.[1];
      if (!name || !/\sstyle:family="paragraph"/u.test(element)) continue;
      const parent = /\sstyle:parent-style-name="([^"]*)"/u.exec(element)?.[1];
      const align = /<style:paragraph-properties\b[^>]*\sfo:text-align="([^"]*)"/u.exec(element)?.[1];
      styles.set(name, { ...(parent ? { parent } : {}), ...(align ? { align } : {}) });
    }
  return styles;
}

/** The alignment a style resolves to through its parents (start when none says). */
function alignmentOf(styles: Map<string, StyleFacts>, name: string): string {
  const seen = new Set<string>();
  for (let current: string | undefined = name; current && !seen.has(current);) {
    seen.add(current);
    const facts = styles.get(current);
    if (facts?.align) return facts.align;
    current = facts?.parent;
  }
  return 'start';
}

function twinStyle(content: string, style: string, twin: string, align: string): string {
  const properties = `${WRITING_MODE}${MIRRORED[align] ? ` fo:text-align="${MIRRORED[align]}"` : ''}`;
  const escaped = style.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  const automatic = new RegExp(
    `<style:style\\b[^>]*\\sstyle:name="${escaped}"[^>]*?(?:/>|>[\\s\\S]*?</style:style>)`,
    'u',
  ).exec(content)?.[0];
  // A common style is derived from; an automatic one (it cannot be a parent) is copied.
  if (!automatic)
    return `<style:style style:name="${twin}" style:family="paragraph" style:parent-style-name="${style}"><style:paragraph-properties ${properties}/></style:style>`;
  const renamed = automatic
    .replace(/(\sstyle:name=")[^"]*"/u, `$1${twin}"`)
    .replace(/(<style:paragraph-properties\b[^>]*?)\s(?:style:writing-mode|fo:text-align)="[^"]*"/gu, '$1');
  if (/<style:paragraph-properties\b/u.test(renamed))
    return renamed.replace(/<style:paragraph-properties\b/u, `<style:paragraph-properties ${properties}`);
  return renamed.endsWith('/>')
    ? `${renamed.slice(0, -2)}><style:paragraph-properties ${properties}/></style:style>`
    : renamed.replace(/^(<style:style\b[^>]*>)/u, `$1<style:paragraph-properties ${properties}/>`);
}

/** content.xml with its right-to-left paragraphs and headings on right-to-left twins of their styles. */
export function rtlOdfParagraphs(content: string, stylesXml: string): string {
  const twins = new Map<string, string>();
  const body = content.replace(
    /<text:(p|h)\b([^>]*)>([\s\S]*?)<\/text:\1>/gu,
    (paragraph, kind: string, attributes: string, inner: string) => {
      if (!isRtlText(inner.replace(/<[^>]*>/gu, ''))) return paragraph;
      const style = /\stext:style-name="([^"]*)"/u.exec(attributes)?.[1] ?? 'Standard';
      const twin = `${style}_rtl`;
      twins.set(style, twin);
      const renamed = /\stext:style-name="/u.test(attributes)
        ? attributes.replace(/(\stext:style-name=")[^"]*"/u, `$1${twin}"`)
        : `${attributes} text:style-name="${twin}"`;
      return `<text:${kind}${renamed}>${inner}</text:${kind}>`;
    },
  );
  if (twins.size === 0) return content;
  const styles = paragraphStyles(content, stylesXml);
  const added = [...twins]
    .map(([style, twin]) => twinStyle(content, style, twin, alignmentOf(styles, style)))
    .join('');
  return body.includes('</office:automatic-styles>')
    ? body.replace('</office:automatic-styles>', `${added}</office:automatic-styles>`)
    : body.replace(
        '<office:body>',
        `<office:automatic-styles>${added}</office:automatic-styles><office:body>`,
      );
}
