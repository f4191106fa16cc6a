// Markdown: headings, paragraphs, list items, block quotes and table cells are translated with their
// inline formatting as tags; front matter, fenced and indented code, HTML blocks, link reference
// definitions and thematic breaks are copied untouched. Bilingual: each block followed by its translation.
import { lineEnding } from './encoding.ts';
import { textFormat, trimmed, type Piece, type Unit } from './document.ts';
import { encodeMarkdownInline } from './markdown-inline.ts';

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
// HTML blocks (copied untouched) start with a block-level tag or a comment; inline tags such as <b>
// at the start of a paragraph are inline content.
const HTML_BLOCK =
  /^ {0,3}(?:<!--|<\?|<![A-Z]|<\/?(?:address|article|aside|blockquote|body|caption|center|col|colgroup|dd|details|dialog|div|dl|dt|fieldset|figcaption|figure|footer|form|h[1-6]|head|header|hr|html|iframe|legend|li|main|menu|nav|ol|p|pre|script|section|style|summary|table|tbody|td|tfoot|th|thead|title|tr|ul)(?:[\s/>]|$))/i;
const HEADING = /^ {0,3}#{1,6}[ \t]+/;
const TABLE_RULE = /^\s*\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/;
const BLOCK = /^( {0,3}#{1,6}[ \t]+|\s*(?:[-*+]|\d{1,9}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?|\s*(?:>[ \t]?)+)/;

function unit(
  prefix: string,
  content: string,
  suffix: string,
  separator: (original: string, eol: string) => string,
  eol: string,
): Unit {
  const encoded = encodeMarkdownInline(content);
  const original = `${prefix}${content}${suffix}`;
  return {
    segment: encoded.segment,
    format: 'tagged',
    code: encoded.code,
    original,
    render: (translation) => `${prefix}${encoded.render(translation)}${suffix}`,
    bilingual: (source, translated) => `${source}${separator(prefix, eol)}${translated}`,
  };
}

const paragraphGap = (_prefix: string, eol: string) => eol + eol;
const sameBlock = (prefix: string, eol: string) =>
  /^\s*>/.test(prefix) ? `${eol}${prefix.trimEnd()}${eol}` : eol;

/** A heading line as prefix, text and closing `#`s (the last blanks-hashes-blanks of the line). */
function heading(line: string): [string, string, string] | undefined {
  const prefix = HEADING.exec(line)?.[0];
  if (prefix === undefined) return undefined;
  const rest = line.slice(prefix.length);
  // What a heading's text cannot hold (the regular expression this replaces could not match it).
  if (/[\n\r\u2028\u2029]/.test(rest)) return undefined;
  let end = rest.length;
  while (end > 0 && (rest[end - 1] === ' ' || rest[end - 1] === '\t')) end--;
  let hashes = end;
  while (hashes > 0 && rest[hashes - 1] === '#') hashes--;
  let blanks = hashes;
  while (blanks > 0 && (rest[blanks - 1] === ' ' || rest[blanks - 1] === '\t')) blanks--;
  const closed = hashes < end && blanks < hashes;
  return closed ? [prefix, rest.slice(0, blanks), rest.slice(blanks)] : [prefix, rest, ''];
}

function tableRow(line: string): Piece[] {
  const pieces: Piece[] = [];
  for (const part of line.split(/((?:^|(?<!\\))\|)/)) {
    if (part === '|' || !/\p{L}/u.test(part)) pieces.push(part);
    else {
      const [lead, content, trail] = trimmed(part);
      pieces.push(
        lead,
        {
          ...unit('', content, '', () => '', ''),
          bilingual: (source: string, translated: string) => `${source}<br>${translated}`,
        },
        trail,
      );
    }
  }
  return pieces;
}

export function markdownPieces(text: string): Piece[] {
  const eol = lineEnding(text);
  const lines = text.split(/(?<=\n)/);
  const pieces: Piece[] = [];
  let i = 0;
  const literalUntil = (test: (line: string) => boolean) => {
    pieces.push(lines[i++] ?? '');
    while (i < lines.length && !test(lines[i] ?? '')) pieces.push(lines[i++] ?? '');
    if (i < lines.length) pieces.push(lines[i++] ?? '');
  };
  if (/^(---|\+\+\+)\s*$/.test(lines[0] ?? '')) {
    const marker = (lines[0] ?? '').trim();
    literalUntil((line) => line.trim() === marker || (marker === '---' && line.trim() === '...'));
  }
  let previousBlank = true;
  while (i < lines.length) {
    const raw = lines[i] ?? '';
    const line = raw.replace(/\r?\n$/, '');
    const ending = raw.slice(line.length);
    const fence = FENCE.exec(line);
    if (fence?.[1]) {
      const mark = fence[1];
      literalUntil((l) => new RegExp(`^ {0,3}${mark[0] === '`' ? '`' : '~'}{${mark.length},}\\s*$`).test(l));
      previousBlank = false;
      continue;
    }
    if (HTML_BLOCK.test(line)) {
      // An HTML block runs to the next blank line.
      while (i < lines.length && (lines[i] ?? '').trim() !== '') pieces.push(lines[i++] ?? '');
      previousBlank = false;
      continue;
    }
    const blank = line.trim() === '';
    if (
      blank ||
      BREAK.test(line) ||
      /^ {0,3}\[[^\]]+\]:\s/.test(line) ||
      (previousBlank && /^( {4}|\t)/.test(line)) ||
      (TABLE_RULE.test(line) && line.includes('-'))
    ) {
      pieces.push(raw);
      i += 1;
      previousBlank = blank;
      continue;
    }
    previousBlank = false;
    if (
      (line.includes('|') && TABLE_RULE.test((lines[i + 1] ?? '').replace(/\r?\n$/, ''))) ||
      (line.trim().startsWith('|') && line.trim().endsWith('|'))
    ) {
      pieces.push(...tableRow(line), ending);
      i += 1;
      continue;
    }
    const block = BLOCK.exec(line);
    if (block?.[1]) {
      const title = heading(line);
      const [prefix, content, suffix] = title ?? [block[1], line.slice(block[1].length), ''];
      pieces.push(unit(prefix, content, suffix, title ? paragraphGap : sameBlock, eol), ending);
      i += 1;
      continue;
    }
    // A paragraph: following lines that start no other block belong to it.
    let end = i + 1;
    while (end < lines.length) {
      const next = (lines[end] ?? '').replace(/\r?\n$/, '');
      if (
        next.trim() === '' ||
        BLOCK.test(next) ||
        FENCE.test(next) ||
        BREAK.test(next) ||
        /^ {0,3}(=+|-+)\s*$/.test(next) ||
        HTML_BLOCK.test(next)
      )
        break;
      end += 1;
    }
    const body = lines.slice(i, end).join('');
    const content = body.replace(/\r?\n$/, '');
    const lead = /^\s*/.exec(content)?.[0] ?? '';
    pieces.push(unit(lead, content.slice(lead.length), '', paragraphGap, eol), body.slice(content.length));
    i = end;
  }
  return pieces;
}

export const markdown = textFormat({
  id: 'md',
  extensions: ['md', 'markdown', 'mdown', 'mkd'],
  mimeType: 'text/markdown',
  looksLike: () => true,
  split: markdownPieces,
  bilingualSeparator: (text) => lineEnding(text).repeat(2),
});
