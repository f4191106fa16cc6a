// Markdown inline syntax as tagged segments: emphasis, strike-through, links and images become
// <g> runs (their delimiters and URLs kept aside), code spans, URLs, autolinks, inline HTML, escapes
// footnote references and snake_case identifiers become <x/> atoms that come back byte for byte.
// The code spans' contents are reported as the segment's code.
import { escapeText, tokenizeTagged } from '../../segments/tagged.ts';
import { Closers } from './markdown-closers.ts';

type Built = { atom: string; code?: string } | { open: string; inner: string; close: string };
/** A rule at position `at`: what it builds and how many characters it takes, or undefined. */
type Rule = (text: string, at: number, closers: Closers) => (Built & { length: number }) | undefined;

const DESTINATION = String.raw`(\((?:[^()\s]|\([^()]*\))*(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)|\[[^\]]*\])`;

/** A sticky pattern as a rule, tried only where `possible` says a match can exist. */
function sticky(
  pattern: RegExp,
  build: (match: RegExpExecArray) => Built,
  possible: (text: string, at: number, closers: Closers) => boolean = () => true,
): Rule {
  return (text, at, closers) => {
    if (!possible(text, at, closers)) return undefined;
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    return match ? { ...build(match), length: match[0].length } : undefined;
  };
}

const atom = (match: RegExpExecArray): Built => ({ atom: match[0] });

/**
 * A code span, as `(`+)([\s\S]*?[^`])\1(?!`)|(`+)\3(?!`)` matches it: the opening run, or
 * failing that a shorter start of it, closed by the first later run of exactly its length; else
 * an even run alone.
 */
const codeSpan: Rule = (text, at, closers) => {
  if (text[at] !== '`') return undefined;
  let run = 0;
  while (text[at + run] === '`') run++;
  for (let length = run; length >= 1; length--) {
    const close = closers.backtickRun(length, at + run + 1);
    if (close !== -1)
      return {
        atom: text.slice(at, close + length),
        code: text.slice(at + length, close),
        length: close + length - at,
      };
  }
  return run % 2 === 0 ? { atom: text.slice(at, at + run), code: '', length: run } : undefined;
};

const AUTOLINK = /<(?:https?:\/\/|mailto:)/y;
/** `<scheme:…>`: the first white space or `>` after the scheme must be a `>`, not at once. */
const autolink: Rule = (text, at, closers) => {
  AUTOLINK.lastIndex = at;
  if (!AUTOLINK.test(text)) return undefined;
  const start = AUTOLINK.lastIndex;
  const end = closers.nextStop(start, '>');
  return end > start && text[end] === '>'
    ? { atom: text.slice(at, end + 1), length: end + 1 - at }
    : undefined;
};

/** `[^note]`: the first white space or `]` after `[^` must be a `]`, not at once. */
const footnote: Rule = (text, at, closers) => {
  if (text[at] !== '[' || text[at + 1] !== '^') return undefined;
  const end = closers.nextStop(at + 2, ']');
  return end > at + 2 && text[end] === ']'
    ? { atom: text.slice(at, end + 1), length: end + 1 - at }
    : undefined;
};

const DESTINATION_AT = new RegExp(DESTINATION, 'y');
/** `[label](destination)` (or `![…]`): the label runs to its first unescaped `]`. */
function linkRule(open: '[' | '!['): Rule {
  const destinations = new WeakMap<Closers, Map<number, string | null>>();
  return (text, at, closers) => {
    if (!text.startsWith(open, at)) return undefined;
    const end = closers.labelEnd(at + open.length);
    if (end === -1) return undefined;
    let known = destinations.get(closers);
    if (!known) destinations.set(closers, (known = new Map()));
    if (!known.has(end)) {
      DESTINATION_AT.lastIndex = end + 1;
      known.set(end, DESTINATION_AT.exec(text)?.[0] ?? null);
    }
    const destination = known.get(end);
    if (destination === null || destination === undefined) return undefined;
    const inner = text.slice(at + open.length, end);
    return { open, inner, close: `]${destination}`, length: end + 1 + destination.length - at };
  };
}

const RULES: Rule[] = [
  codeSpan,
  autolink,
  sticky(/<[^\s@<>]+@[^\s@<>]+>/y, atom),
  sticky(/<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>/y, atom),
  sticky(
    /<!--[\s\S]*?-->/y,
    atom,
    (text, at, closers) => text.startsWith('<!--', at) && closers.commentEndsAfter(at + 4),
  ),
  footnote,
  linkRule('!['),
  linkRule('['),
  sticky(/(?:https?:\/\/|www\.)[^\s<>()]*[^\s<>().,;:!?'"]/y, atom),
  // snake_case identifiers are names, not words.
  sticky(/(?<![\p{L}\p{N}])[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)+/uy, atom),
  sticky(
    /(\*\*|__|~~)(?=\S)([\s\S]*?\S)\1/y,
    (m) => ({ open: m[1] ?? '', inner: m[2] ?? '', close: m[1] ?? '' }),
    (text, at, closers) => closers.lastStrong(text.slice(at, at + 2)) >= at + 3,
  ),
  sticky(
    /(\*|_)(?=[^\s*_])([\s\S]*?[^\s\\*_])\1(?![*_\p{L}\p{N}])/uy,
    (m) => ({ open: m[1] ?? '', inner: m[2] ?? '', close: m[1] ?? '' }),
    (text, at, closers) => closers.lastEmphasis(text[at] ?? '') >= at + 2,
  ),
  sticky(/\\[!-/:-@[-`{-~]/y, atom),
];

export interface EncodedMarkdown {
  segment: string;
  /** The text of the code spans. */
  code: string[];
  render(translation: string): string;
}

export function encodeMarkdownInline(source: string): EncodedMarkdown {
  const atoms = new Map<string, string>();
  const runs = new Map<string, { open: string; close: string }>();
  const code: string[] = [];
  let next = 1;

  const encode = (text: string): string => {
    const closers = new Closers(text);
    let out = '';
    let plain = '';
    for (let i = 0; i < text.length;) {
      // "_" inside a word is not emphasis (snake_case).
      const wordBefore = /[\p{L}\p{N}]/u.test(text[i - 1] ?? '');
      let built: (Built & { length: number }) | undefined;
      if (!(wordBefore && text[i] === '_'))
        for (const rule of RULES) if ((built = rule(text, i, closers))) break;
      if (!built) {
        plain += text[i];
        i += 1;
        continue;
      }
      out += escapeText(plain);
      plain = '';
      const id = String(next++);
      if ('atom' in built) {
        atoms.set(id, built.atom);
        if (built.code !== undefined) code.push(built.code);
        out += `<x id="${id}"/>`;
      } else {
        runs.set(id, { open: built.open, close: built.close });
        out += `<g id="${id}">${encode(built.inner)}</g>`;
      }
      i += built.length;
    }
    return out + escapeText(plain);
  };

  const segment = encode(source);
  return {
    segment,
    code,
    render(translation) {
      let out = '';
      const open: string[] = [];
      const used = new Set<string>();
      for (const token of tokenizeTagged(translation)) {
        if (token.kind === 'text') out += token.text;
        else if (token.kind === 'atom') {
          out += atoms.get(token.id) ?? '';
          used.add(token.id);
        } else if (token.kind === 'open') {
          open.push(token.id);
          out += runs.get(token.id)?.open ?? '';
        } else out += runs.get(open.pop() ?? '')?.close ?? '';
      }
      while (open.length > 0) out += runs.get(open.pop() ?? '')?.close ?? '';
      // Code and URLs never vanish: any atom the provider dropped goes at the end.
      for (const [id, atom] of atoms) if (!used.has(id)) out += ` ${atom}`;
      return out;
    },
  };
}
