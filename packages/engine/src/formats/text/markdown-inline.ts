// Markdown inline syntax as tagged segments: emphasis, strike-through, links and images become
// <g> runs (their delimiters and URLs kept aside), code spans, URLs, autolinks, inline HTML, escapes
// footnote references and snake_case identifiers become <x/> atoms that come back byte for byte.
// The code spans' contents are reported as the segment's code.
import { escapeText, tokenizeTagged } from '../../segments/tagged.ts';

type Rule = { pattern: RegExp; build: (match: RegExpExecArray) => Built };
type Built = { atom: string; code?: string } | { open: string; inner: string; close: string };

const DESTINATION = String.raw`(\((?:[^()\s]|\([^()]*\))*(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)|\[[^\]]*\])`;
const LABEL = String.raw`((?:\\.|[^\]\\])*)`;

const RULES: Rule[] = [
  {
    pattern: /(`+)([\s\S]*?[^`])\1(?!`)|(`+)\3(?!`)/y,
    build: (m) => ({ atom: m[0], code: m[2] ?? '' }),
  },
  { pattern: /<(?:https?:\/\/|mailto:)[^\s>]+>|<[^\s@<>]+@[^\s@<>]+>/y, build: (m) => ({ atom: m[0] }) },
  { pattern: /<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>|<!--[\s\S]*?-->/y, build: (m) => ({ atom: m[0] }) },
  { pattern: /\[\^[^\]\s]+\]/y, build: (m) => ({ atom: m[0] }) },
  {
    pattern: new RegExp(String.raw`!\[${LABEL}\]${DESTINATION}`, 'y'),
    build: (m) => ({ open: '![', inner: m[1] ?? '', close: `]${m[2]}` }),
  },
  {
    pattern: new RegExp(String.raw`\[${LABEL}\]${DESTINATION}`, 'y'),
    build: (m) => ({ open: '[', inner: m[1] ?? '', close: `]${m[2]}` }),
  },
  { pattern: /(?:https?:\/\/|www\.)[^\s<>()]*[^\s<>().,;:!?'"]/y, build: (m) => ({ atom: m[0] }) },
  // snake_case identifiers are names, not words.
  { pattern: /(?<![\p{L}\p{N}])[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)+/uy, build: (m) => ({ atom: m[0] }) },
  {
    pattern: /(\*\*|__|~~)(?=\S)([\s\S]*?\S)\1/y,
    build: (m) => ({ open: m[1] ?? '', inner: m[2] ?? '', close: m[1] ?? '' }),
  },
  {
    pattern: /(\*|_)(?=[^\s*_])([\s\S]*?[^\s\\*_])\1(?![*_\p{L}\p{N}])/uy,
    build: (m) => ({ open: m[1] ?? '', inner: m[2] ?? '', close: m[1] ?? '' }),
  },
  { pattern: /\\[!-/:-@[-`{-~]/y, build: (m) => ({ atom: m[0] }) },
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
    let out = '';
    let plain = '';
    for (let i = 0; i < text.length;) {
      // "_" inside a word is not emphasis (snake_case).
      const wordBefore = /[\p{L}\p{N}]/u.test(text[i - 1] ?? '');
      let built: Built | undefined;
      let length = 0;
      for (const rule of RULES) {
        if (wordBefore && text[i] === '_') break;
        rule.pattern.lastIndex = i;
        const match = rule.pattern.exec(text);
        if (match) {
          built = rule.build(match);
          length = match[0].length;
          break;
        }
      }
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
      i += length;
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
