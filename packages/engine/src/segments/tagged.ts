// Reads and writes 'tagged' segments: XML-escaped text with paired <g id="N">…</g> and standalone
// <x id="N"/> tags. Providers that do not speak this markup natively (local, fake) work on tokens.

export type TaggedToken =
  | { kind: 'text'; text: string }
  | { kind: 'open'; id: string }
  | { kind: 'close' }
  | { kind: 'atom'; id: string };

const TAG = /<g id="([^"]*)">|<\/g>|<x id="([^"]*)"\s*\/>/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function unescapeText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body.startsWith('#')) {
      const hex = body[1] === 'x' || body[1] === 'X';
      const code = parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[body.toLowerCase()] ?? whole;
  });
}

export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Splits a tagged segment into tokens; text tokens are unescaped. */
export function tokenizeTagged(segment: string): TaggedToken[] {
  const tokens: TaggedToken[] = [];
  let last = 0;
  for (const match of segment.matchAll(TAG)) {
    if (match.index > last)
      tokens.push({ kind: 'text', text: unescapeText(segment.slice(last, match.index)) });
    if (match[1] !== undefined) tokens.push({ kind: 'open', id: match[1] });
    else if (match[2] !== undefined) tokens.push({ kind: 'atom', id: match[2] });
    else tokens.push({ kind: 'close' });
    last = match.index + match[0].length;
  }
  if (last < segment.length) tokens.push({ kind: 'text', text: unescapeText(segment.slice(last)) });
  return tokens;
}

export function serializeTagged(tokens: readonly TaggedToken[]): string {
  return tokens
    .map((token) => {
      if (token.kind === 'text') return escapeText(token.text);
      if (token.kind === 'open') return `<g id="${token.id}">`;
      if (token.kind === 'atom') return `<x id="${token.id}"/>`;
      return '</g>';
    })
    .join('');
}

/** The text of a segment without its tags, unescaped when tagged. */
export function plainText(segment: string, format: 'text' | 'tagged'): string {
  if (format === 'text') return segment;
  return tokenizeTagged(segment)
    .map((token) => (token.kind === 'text' ? token.text : ''))
    .join('');
}
