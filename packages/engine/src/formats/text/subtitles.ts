// SRT and WebVTT: cue numbers, ids, timings, settings, the WEBVTT header and NOTE/STYLE/REGION
// blocks stay as they are; each cue's text is one segment, with its line breaks as <x/> atoms and
// its markup (<i>, <b>, <v Speaker>, <c.loud>, {\an8}, timestamps) as tags. Bilingual: the original
// lines followed by the translated lines in the same cue.
import { escapeText, tokenizeTagged, unescapeText } from '../../segments/tagged.ts';
import { lineEnding } from './encoding.ts';
import { textFormat, type Piece, type Unit } from './document.ts';

const TIMING = /^\s*(?:\d+:)?\d{1,2}:\d{2}[,.]\d{1,3}\s+-->\s+(?:\d+:)?\d{1,2}:\d{2}[,.]\d{1,3}/;
// Tags, timestamps, ASS overrides and character references other than &amp; &lt; &gt; &nbsp; (&lrm;).
// An override holds no brace: each `{\` then looks no further than the next brace, so a line of
// unclosed `{\` is read in linear time.
const MARKUP =
  /<\/?[A-Za-z][^<>]*>|<\d[\d:.]*>|\{\\[^{}]*\}|&(?!amp;|lt;|gt;|nbsp;)(?:[a-z]+|#\d+|#x[0-9a-f]+);/gi;

function cueText(text: string, eol: string, entities: boolean): Unit {
  const atoms = new Map<string, string>();
  const closes = new Map<string, string>();
  let next = 1;
  let segment = '';
  const open: { id: string; name: string }[] = [];
  const plain = (part: string) => escapeText(entities ? unescapeText(part) : part);
  for (const [index, line] of text.split(eol).entries()) {
    if (index > 0) {
      const id = String(next++);
      atoms.set(id, eol);
      segment += `<x id="${id}"/>`;
    }
    let at = 0;
    for (const match of line.matchAll(MARKUP)) {
      segment += plain(line.slice(at, match.index));
      at = match.index + match[0].length;
      const tag = match[0];
      const name = /^<\/?([A-Za-z]+)/.exec(tag)?.[1]?.toLowerCase();
      const id = String(next++);
      if (name && !tag.startsWith('</') && !tag.endsWith('/>')) {
        open.push({ id, name });
        atoms.set(`open:${id}`, tag);
        segment += `<g id="${id}">`;
      } else if (name && tag.startsWith('</') && open.at(-1)?.name === name) {
        closes.set(open.pop()?.id ?? '', tag);
        segment += '</g>';
      } else {
        atoms.set(id, tag);
        segment += `<x id="${id}"/>`;
      }
    }
    segment += plain(line.slice(at));
  }
  // Tags left open at the end of the cue (legal in VTT) close with nothing.
  segment += '</g>'.repeat(open.length);
  // VTT entities we do not decode (&lrm;, &rlm;) pass through as they were written.
  const escapeOut = (part: string) =>
    entities
      ? part
          .replace(/&(?![a-z]+;|#\d+;|#x[0-9a-f]+;)/gi, '&amp;')
          .replace(/</g, '&lt;')
          .replace(/>/g, '&gt;')
      : part;
  return {
    segment,
    format: 'tagged',
    original: text,
    render(translation) {
      let out = '';
      const stack: string[] = [];
      const used = new Set<string>();
      for (const token of tokenizeTagged(translation)) {
        if (token.kind === 'text') out += escapeOut(token.text);
        else if (token.kind === 'atom') {
          out += atoms.get(token.id) ?? '';
          used.add(token.id);
        } else if (token.kind === 'open') {
          stack.push(token.id);
          // A tag that is never closed (<v Anna>) is written once, however the provider split its run.
          if (closes.has(token.id) || !used.has(`open:${token.id}`))
            out += atoms.get(`open:${token.id}`) ?? '';
          used.add(`open:${token.id}`);
        } else out += closes.get(stack.pop() ?? '') ?? '';
      }
      for (const [id, atom] of atoms)
        if (!id.startsWith('open:') && !used.has(id) && atom !== eol) out += atom;
      return out.trim();
    },
    bilingual: (original, translated) => `${original}${eol}${translated}`,
  };
}

function subtitlePieces(text: string, vtt: boolean): Piece[] {
  const eol = lineEnding(text);
  const pieces: Piece[] = [];
  const blocks = text.split(/((?:\r?\n){2,})/);
  blocks.forEach((block, index) => {
    const isHeader = vtt && index === 0;
    const lines = block.split(eol);
    const timing = lines.findIndex((line) => TIMING.test(line));
    if (index % 2 === 1 || isHeader || timing < 0 || /^(NOTE|STYLE|REGION)\b/.test(block)) {
      pieces.push(block);
      return;
    }
    const head = lines.slice(0, timing + 1).join(eol);
    const all = lines.slice(timing + 1).join(eol);
    const body = all.trimEnd();
    if (!body) pieces.push(block);
    else pieces.push(`${head}${eol}`, cueText(body, eol, vtt), all.slice(body.length));
  });
  return pieces;
}

export const srt = textFormat({
  id: 'srt',
  extensions: ['srt'],
  mimeType: 'application/x-subrip',
  looksLike: (text) => /^\s*\d+\s*\r?\n\s*\d{1,2}:\d{2}:\d{2},\d{3}\s+-->/.test(text),
  split: (text) => subtitlePieces(text, false),
  bilingualSeparator: lineEnding,
});

export const vtt = textFormat({
  id: 'vtt',
  extensions: ['vtt'],
  mimeType: 'text/vtt',
  looksLike: (text) => /^WEBVTT(?:[ \t][^\r\n]*)?(?:\r?\n|$)/.test(text),
  split: (text) => subtitlePieces(text, true),
  bilingualSeparator: lineEnding,
});
