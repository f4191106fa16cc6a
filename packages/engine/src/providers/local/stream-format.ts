// Converts segments to Apertium's stream format and back (our own deformatter/reformatter).
// apertium-deshtml treats inline tags as superblanks, which stay where they were while the words
// around them are reordered ("<b>red</b> house" -> "<b>casa</b> roja"). Instead every word inside
// <g> runs becomes a word-bound blank `[[g:1,2]]word[[/]]` that Apertium moves with the word's
// translation; <x/> atoms become superblanks. Reserved characters are backslash-escaped like
// apertium-destxt does; "~" (post-generation marker) travels as a superblank.
import { serializeTagged, tokenizeTagged, type TaggedToken } from '../../segments/tagged.ts';
import type { SegmentFormat } from '../../types.ts';

const RESERVED = /[\\[\]^$/<>@{}*#]/g;
/** Text with no letter or digit in it. */
const SIGNS = /^[^\p{L}\p{N}]*\S[^\p{L}\p{N}]*$/u;
/** Punctuation that ends a sentence or a clause, and nothing else. */
const PUNCTUATION = /^\s*[.;:!?]+\s*$/u;
/** Ends every segment so the analyser emits a final full stop before the null flush. */
export const SEGMENT_END = '[]';

function escapeWord(text: string): string {
  return text
    .replace(/\0/g, '')
    .replace(RESERVED, (char) => `\\${char}`)
    .replace(/~/g, '[\\~]');
}

function encodeText(text: string, stack: readonly string[]): string {
  if (stack.length === 0) return escapeWord(text);
  const mark = `[[g:${stack.map(encodeURIComponent).join(',')}]]`;
  return text
    .split(/(\s+)/)
    .map((part, index) => (index % 2 === 1 || part === '' ? part : `${mark}${escapeWord(part)}[[/]]`))
    .join('');
}

export function encodeSegment(segment: string, format: SegmentFormat): string {
  if (format === 'text') return escapeWord(segment) + SEGMENT_END;
  const stack: string[] = [];
  let out = '';
  const tokens = tokenizeTagged(segment);
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as TaggedToken;
    const [inside, after] = [tokens[index + 1], tokens[index + 2]];
    // A run of signs alone (a footnote mark † or ∗): Apertium drops the word-bound blank of a
    // token that is no word, so the run travels whole as a superblank and stays where it was.
    // Punctuation alone (a bold semicolon) is left in the text, where it ends a clause: words are
    // not reordered across it ("Embedded Redundancia; de sistemas"); its run comes back empty.
    if (
      token.kind === 'open' &&
      inside?.kind === 'text' &&
      after?.kind === 'close' &&
      SIGNS.test(inside.text) &&
      !PUNCTUATION.test(inside.text)
    ) {
      out += `[<g id="${[...stack, token.id].map(encodeURIComponent).join(',')}">${escapeWord(inside.text)}</g>]`;
      index += 2;
    } else if (token.kind === 'text') out += encodeText(token.text, stack);
    else if (token.kind === 'open') stack.push(token.id);
    else if (token.kind === 'close') stack.pop();
    else out += `[<x id="${encodeURIComponent(token.id)}"/>]`;
  }
  return out + SEGMENT_END;
}

type Piece = { kind: 'text'; text: string; stack: string[] | undefined } | { kind: 'atom'; id: string };

/** Reads up to the closing bracket(s), honouring escapes; returns the raw content and the next index. */
function readBlank(stream: string, start: number, close: string): [string, number] {
  let i = start;
  while (i < stream.length && !stream.startsWith(close, i)) i += stream[i] === '\\' ? 2 : 1;
  return [stream.slice(start, i), i + close.length];
}

function unescapeStream(text: string): string {
  return text.replace(/\\(.)/gs, '$1');
}

function wordStack(content: string): string[] {
  const ids = content
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith('g:'))
    .flatMap((part) => part.slice(2).split(',').map(decodeURIComponent));
  return [...new Set(ids)];
}

function parseStream(stream: string): Piece[] {
  const pieces: Piece[] = [];
  let stack: string[] | undefined;
  const pushText = (text: string) => {
    const last = pieces[pieces.length - 1];
    if (last?.kind === 'text' && last.stack === stack) last.text += text;
    else pieces.push({ kind: 'text', text, stack });
  };
  for (let i = 0; i < stream.length;) {
    const char = stream[i] ?? '';
    if (char === '\\') {
      pushText(stream[i + 1] ?? '');
      i += 2;
    } else if (stream.startsWith('[[', i)) {
      const [content, next] = readBlank(stream, i + 2, ']]');
      stack = content === '/' ? undefined : wordStack(content);
      i = next;
    } else if (char === '[') {
      const [content, next] = readBlank(stream, i + 1, ']');
      const atom = /^<x id="([^"]*)"\/>$/.exec(content);
      const signs = /^<g id="([^"]*)">([\s\S]*)<\/g>$/.exec(content);
      if (atom) pieces.push({ kind: 'atom', id: decodeURIComponent(atom[1] ?? '') });
      else if (signs)
        pieces.push({
          kind: 'text',
          text: unescapeStream(signs[2] ?? ''),
          stack: (signs[1] ?? '').split(',').map(decodeURIComponent),
        });
      else if (content !== '') pushText(unescapeStream(content));
      i = next;
    } else {
      pushText(char);
      i += 1;
    }
  }
  return pieces;
}

function commonPrefix(a: readonly string[], b: readonly string[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/** The runs each atom sat in: Apertium moves atoms as superblanks, which carry no tags. */
function atomStacks(source: string): Map<string, string[]> {
  const stacks = new Map<string, string[]>();
  const stack: string[] = [];
  for (const token of tokenizeTagged(source)) {
    if (token.kind === 'open') stack.push(token.id);
    else if (token.kind === 'close') stack.pop();
    else if (token.kind === 'atom') stacks.set(token.id, [...stack]);
  }
  return stacks;
}

/** Blanks between two words keep the tags both words share; an atom keeps the runs it was in. */
function stackOf(pieces: Piece[], index: number, atoms: Map<string, string[]>): string[] {
  const piece = pieces[index];
  if (piece?.kind === 'atom') return atoms.get(piece.id) ?? [];
  if (piece?.kind !== 'text') return [];
  if (piece.stack) return piece.stack;
  if (piece.text.trim() !== '') return [];
  const near = (step: number) => {
    for (let i = index + step; i >= 0 && i < pieces.length; i += step) {
      const other = pieces[i];
      if (other?.kind === 'atom') return atoms.get(other.id) ?? [];
      if (other?.kind === 'text' && (other.stack || other.text.trim() !== '')) return other.stack ?? [];
    }
    return [];
  };
  const before = near(-1);
  return before.slice(0, commonPrefix(before, near(1)));
}

/** Drops the blanks Apertium leaves at the ends (a dropped pronoun leaves a leading space). */
function trimEnds(pieces: Piece[]): Piece[] {
  // Only the segment's own ends: the space before an atom that ends it (`Online <x/>`) stays.
  const first = pieces[0];
  const last = pieces[pieces.length - 1];
  if (first?.kind === 'text') first.text = first.text.trimStart();
  if (last?.kind === 'text') last.text = last.text.trimEnd();
  return pieces.filter((piece) => piece.kind === 'atom' || piece.text !== '');
}

/**
 * A dropped word (a subject pronoun, "it") leaves its blank behind: no doubled spaces the source
 * lacks, and no blank before a closing stop (`Esto es Turner .`) where the source had none.
 */
function tidyBlanks(pieces: Piece[], source: string): Piece[] {
  const doubleSpaces = /[ \t]{2}/.test(source);
  const indentedLines = /\n[ \t]/.test(source);
  const spacedStops = /\s[.,;:!?)](?!\S)/u.test(source);
  for (const piece of pieces) {
    if (piece.kind !== 'text') continue;
    if (!doubleSpaces) piece.text = piece.text.replace(/ {2,}/g, ' ');
    if (!indentedLines) piece.text = piece.text.replace(/\n[ \t]+/g, '\n');
    if (!spacedStops) piece.text = piece.text.replace(/(?<=\p{L}) +(?=[.,;:!?](?!\S))/gu, '');
  }
  return pieces;
}

export function decodeSegment(stream: string, format: SegmentFormat, source: string): string {
  const pieces = tidyBlanks(trimEnds(parseStream(stream)), source);
  if (format === 'text') return pieces.map((piece) => (piece.kind === 'text' ? piece.text : '')).join('');
  const tokens: TaggedToken[] = [];
  const atoms = atomStacks(source);
  let open: string[] = [];
  pieces.forEach((piece, index) => {
    const stack = stackOf(pieces, index, atoms);
    const keep = commonPrefix(open, stack);
    for (let n = open.length; n > keep; n--) tokens.push({ kind: 'close' });
    for (const id of stack.slice(keep)) tokens.push({ kind: 'open', id });
    open = stack;
    tokens.push(piece.kind === 'atom' ? { kind: 'atom', id: piece.id } : { kind: 'text', text: piece.text });
  });
  for (let n = open.length; n > 0; n--) tokens.push({ kind: 'close' });
  // Runs that lost all their words still come back (empty), so formats find every id they sent.
  const seen = new Set(tokens.flatMap((token) => (token.kind === 'open' ? [token.id] : [])));
  for (const token of tokenizeTagged(source)) {
    if (token.kind === 'open' && !seen.has(token.id)) {
      seen.add(token.id);
      tokens.push({ kind: 'open', id: token.id }, { kind: 'close' });
    }
  }
  return serializeTagged(spaceRunsApart(source, tokens));
}

/** For each run, whether the source had a blank (or the segment's edge) before it and after it. */
function runSpacing(tokens: TaggedToken[]): Map<string, { before: boolean; after: boolean }> {
  const spacing = new Map<string, { before: boolean; after: boolean }>();
  const open: string[] = [];
  const textAround = (index: number, step: number) => {
    for (let at = index + step; at >= 0 && at < tokens.length; at += step) {
      const token = tokens[at];
      if (token?.kind === 'text') return token.text;
      if (token?.kind === 'atom') return 'x';
    }
    return ' ';
  };
  tokens.forEach((token, index) => {
    if (token.kind === 'open') {
      open.push(token.id);
      // A blank just inside the run counts too (a link whose text starts after a line break).
      const before = /\s$/u.test(textAround(index, -1)) || /^\s/u.test(textAround(index, 1));
      spacing.set(token.id, { before, after: false });
    } else if (token.kind === 'close') {
      const id = open.pop();
      const entry = id === undefined ? undefined : spacing.get(id);
      if (entry) entry.after = /^\s/u.test(textAround(index, 1)) || /\s$/u.test(textAround(index, -1));
    }
  });
  return spacing;
}

/**
 * A run that stood apart in the source stands apart in the translation: transfer can put a word
 * from outside the run right against it ("hecho<g>bien sabido</g>", "<g>find</g>salidas").
 */
function spaceRunsApart(source: string, tokens: TaggedToken[]): TaggedToken[] {
  const spacing = runSpacing(tokenizeTagged(source));
  const open: string[] = [];
  const word = /[\p{L}\p{N}]/u;
  tokens.forEach((token, index) => {
    if (token.kind === 'open') {
      open.push(token.id);
      const before = tokens[index - 1];
      if (spacing.get(token.id)?.before && before?.kind === 'text' && word.test(before.text.slice(-1)))
        before.text += ' ';
    } else if (token.kind === 'close') {
      const id = open.pop();
      const after = tokens[index + 1];
      if (
        id !== undefined &&
        spacing.get(id)?.after &&
        after?.kind === 'text' &&
        word.test(after.text.charAt(0))
      )
        after.text = ` ${after.text}`;
    }
  });
  return tokens;
}
