// Converts segments to Apertium's stream format and back (our own deformatter/reformatter).
// apertium-deshtml treats inline tags as superblanks, which stay where they were while the words
// around them are reordered ("<b>red</b> house" -> "<b>casa</b> roja"). Instead every word inside
// <g> runs becomes a word-bound blank `[[g:1,2]]word[[/]]` that Apertium moves with the word's
// translation; <x/> atoms become superblanks. Reserved characters are backslash-escaped like
// apertium-destxt does; "~" (post-generation marker) travels as a superblank.
//
// Words set in capitals (MUST, SECURITY CONSIDERATIONS) carry `case:upper` in their word-bound
// blank, and their translations come back in capitals: Apertium copies the case of a word onto
// its translation, but not onto the words transfer adds or reorders ("CONSIDERACIONES de
// seguridad"). They are sent as they are: the analyser reads capitals against every entry
// whatever its case, which keeps LONDON a name (LONDRES); lower case would lose it. (What
// capitals did to RFC 2119's keywords is undone in the pipeline, see pipeline.ts.)
// A pivot's last step marks the words it does not know, and a word of the pivot language among
// them is given back in the source language: the first step translates that segment again with
// its words numbered (`w:3`), which tells which source words it came from. (Only then: a word-bound
// blank on every word keeps the analyser from reading multiword units, "jumps over" -> "saltos sobre".)
import { serializeTagged, tokenizeTagged, type TaggedToken } from '../../segments/tagged.ts';
import type { SegmentFormat } from '../../types.ts';

const RESERVED = /[\\[\]^$/<>@{}*#]/g;
/** Text with no letter or digit in it. */
const SIGNS = /^[^\p{L}\p{N}]*\S[^\p{L}\p{N}]*$/u;
/** Punctuation that ends a sentence or a clause, and nothing else. */
const PUNCTUATION = /^\s*[.;:!?]+\s*$/u;
/** Ends every segment so the analyser emits a final full stop before the null flush. */
export const SEGMENT_END = '[]';
/** In a word-bound blank: the word was set in capitals. */
export const UPPER = 'case:upper';
/** Capitals only, with a run of three (MUST, NOT, HTTP/2): IT, US and A are left to Apertium. */
const inCapitals = (word: string) => /\p{Lu}{3}/u.test(word) && !/\p{Ll}/u.test(word);

function escapeWord(text: string): string {
  return text
    .replace(/\0/g, '')
    .replace(RESERVED, (char) => `\\${char}`)
    .replace(/~/g, '[\\~]');
}

/**
 * Source words numbered for wordSources: `words` gets each one, and with `size` above one, words
 * go in groups of that many (the first `offset` words make a group of their own), each group one
 * word-bound blank, inside which the analyser still reads a multiword unit ("agree to").
 */
export interface Numbering {
  words: string[];
  size: number;
  offset: number;
}

/** Each word with its word-bound blank: its runs, its capitals, its number when numbered. */
function encodeText(text: string, stack: readonly string[], numbering: Numbering | undefined): string {
  let out = '';
  let open: string | undefined;
  for (const [index, part] of text.split(/(\s+)/).entries()) {
    if (index % 2 === 1 || part === '') {
      out += part;
      continue;
    }
    const marks = stack.length > 0 ? [`g:${stack.map(encodeURIComponent).join(',')}`] : [];
    if (numbering) {
      const { words, size, offset } = numbering;
      const first = words.length < offset ? 0 : words.length - ((words.length - offset) % size);
      const last = words.length < offset ? offset - 1 : first + size - 1;
      words.push(part);
      marks.push(`w:${Array.from({ length: last - first + 1 }, (_, n) => first + n).join(',')}`);
    }
    if (inCapitals(part)) marks.push(UPPER);
    const word = escapeWord(part);
    const content = marks.length > 0 ? `[[${marks.join(';')}]]` : undefined;
    // Words in one group, or in capitals together, share a word-bound blank: one on each word
    // keeps the analyser from reading a multiword unit across them.
    if (content !== undefined && content === open)
      out = out.replace(/\[\[\/\]\](\s+)$/u, '$1') + `${word}[[/]]`;
    else out += content ? `${content}${word}[[/]]` : word;
    open = (numbering?.size ?? 1) > 1 || marks.includes(UPPER) ? content : undefined;
  }
  return out;
}

/** A segment in Apertium's stream format; with `numbering`, its words numbered (see Numbering). */
export function encodeSegment(segment: string, format: SegmentFormat, numbering?: Numbering): string {
  if (format === 'text') return encodeText(segment, [], numbering) + SEGMENT_END;
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
    } else if (token.kind === 'text') out += encodeText(token.text, stack, numbering);
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

/** A word-bound blank's content (Apertium joins those of words it merged with "; "). */
interface WordBlank {
  stack: string[];
  upper: boolean;
  /** Numbers of the source words it came from (see Numbering). */
  words: number[];
}

function readWordBlank(content: string): WordBlank {
  const parts = content.split(';').map((part) => part.trim());
  const values = (prefix: string) =>
    parts.filter((part) => part.startsWith(prefix)).flatMap((part) => part.slice(prefix.length).split(','));
  return {
    stack: [...new Set(values('g:').map(decodeURIComponent))],
    upper: parts.includes(UPPER),
    words: [...new Set(values('w:').map(Number))],
  };
}

/** Apertium's marks on a word it did not know: * (analysis), @ (bilingual dictionary), # (generation). */
const MARKED_WORD = /[*@#]([\p{L}\p{M}\p{N}]+)/uy;

/**
 * `unknown`, for output with Apertium's unknown-word marks (a pivot's last step): what to write
 * for a word the step could not read (*) or translate (@); a word it could not inflect (#) is
 * written as it is, already in the target language.
 */
function parseStream(stream: string, unknown?: (word: string) => string): Piece[] {
  const pieces: Piece[] = [];
  let blank: WordBlank | undefined;
  const pushText = (text: string) => {
    const last = pieces[pieces.length - 1];
    const cased = blank?.upper ? text.toUpperCase() : text;
    if (last?.kind === 'text' && last.stack === blank?.stack) last.text += cased;
    else pieces.push({ kind: 'text', text: cased, stack: blank?.stack });
  };
  for (let i = 0; i < stream.length;) {
    const char = stream[i] ?? '';
    MARKED_WORD.lastIndex = i;
    const marked = unknown && '*@#'.includes(char) ? MARKED_WORD.exec(stream) : null;
    if (marked) {
      const word = marked[1] ?? '';
      pushText(char === '#' ? word : (unknown?.(word) ?? word));
      i += marked[0].length;
    } else if (char === '\\') {
      pushText(stream[i + 1] ?? '');
      i += 2;
    } else if (stream.startsWith('[[', i)) {
      const [content, next] = readBlank(stream, i + 2, ']]');
      blank = content === '/' ? undefined : readWordBlank(content);
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

/**
 * One step's output as the next step's input (a pivot): the generator writes "*" and "#" unescaped,
 * and they travel on as superblanks, so that the next step's only bare ones are its own marks.
 */
export function relaySegment(stream: string): string {
  let out = '';
  for (let i = 0; i < stream.length;) {
    const char = stream[i] ?? '';
    let next = i + 1;
    if (char === '\\') next = i + 2;
    else if (stream.startsWith('[[', i)) next = readBlank(stream, i + 2, ']]')[1];
    else if (char === '[') next = readBlank(stream, i + 1, ']')[1];
    out += char === '*' || char === '#' ? `[\\${char}]` : stream.slice(i, next);
    i = next;
  }
  return out;
}

/** The words a step with unknown-word marks could not read or translate (a pivot's last step). */
export function unknownWords(stream: string): string[] {
  const words: string[] = [];
  parseStream(stream, (word) => {
    words.push(word);
    return word;
  });
  return words;
}

/** The word in a source word with its punctuation ("(required)." -> "required"). */
const CORE = /[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}'’-]*[\p{L}\p{M}\p{N}])?/u;
const WORD_BOUND = /\[\[((?:\\.|[^\\\]])*)\]\]((?:\\.|[^\\[])*)\[\[\/\]\]/gu;
const WORDS = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * From a step's output for a segment encoded with its words numbered (see Numbering):
 * each word of the translation, in lower case, and the source words it translates.
 */
export function wordSources(stream: string, words: readonly string[]): Map<string, string> {
  const sources = new Map<string, string>();
  for (const [, content = '', text = ''] of stream.matchAll(WORD_BOUND)) {
    const source = readWordBlank(content)
      .words.flatMap((n) => CORE.exec(words[n] ?? '')?.[0] ?? [])
      .join(' ');
    if (source)
      for (const [word] of unescapeStream(text).matchAll(WORDS))
        if (!sources.has(word.toLowerCase())) sources.set(word.toLowerCase(), source);
  }
  return sources;
}

const bare = (word: string) => word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/**
 * The source words of a word of the pivot language, from wordSources: the numbered translation
 * may inflect it otherwise (marrón, marrones), so failing the word itself, a word that starts the
 * same, accents aside, all but its last two letters and at least four.
 */
export function sourceOf(sources: ReadonlyMap<string, string>, word: string): string | undefined {
  const exact = sources.get(word.toLowerCase());
  if (exact !== undefined) return exact;
  const stem = bare(word).slice(0, Math.max(4, word.length - 2));
  if (stem.length < 4) return undefined;
  for (const [other, source] of sources) if (bare(other).startsWith(stem)) return source;
  return undefined;
}

/** `unknown`: see parseStream. */
export function decodeSegment(
  stream: string,
  format: SegmentFormat,
  source: string,
  unknown?: (word: string) => string,
): string {
  const pieces = tidyBlanks(trimEnds(parseStream(stream, unknown)), source);
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
