// The figures the every-script check holds each output to, measured on its text as readers get it:
// pdftotext (poppler, which honours ActualText) and pdf.js (Firefox's viewer, which reads glyphs
// through ToUnicode); office outputs are measured on LibreOffice's PDF of them.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';

/** Written without spaces between words: phrases are runs of characters. */
const UNSPACED = new Set(['zh', 'ja', 'th']);
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const CJK_LINE_START = /^[、。，．）」』]/u;

export interface TextLine {
  text: string;
  left: number;
  right: number;
  baseline: number;
  size: number;
  page: number;
}

export function pdftotext(pdf: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 });
}

const DOCUMENT_PARTS: Record<string, { part: RegExp; paragraph: RegExp; text: RegExp }> = {
  docx: { part: /^word\/document\.xml$/u, paragraph: /<\/w:p>/gu, text: /<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/gu },
  pptx: { part: /^ppt\/slides\/slide\d+\.xml$/u, paragraph: /<\/a:p>/gu, text: /<a:t>([^<]*)<\/a:t>/gu },
  epub: { part: /\.x?html$/u, paragraph: /<\/(?:p|h\d|li|title)>/gu, text: />([^<]*)</gu },
};

const entities = (text: string) =>
  text
    .replace(/&lt;/gu, '<')
    .replace(/&gt;/gu, '>')
    .replace(/&quot;/gu, '"')
    .replace(/&apos;/gu, "'")
    .replace(/&#(\d+);/gu, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/gu, '&');

/**
 * The text an office file or e-book holds, paragraph by paragraph in the order its parts come (as
 * Word, PowerPoint or an e-book reader gets it, whatever their PDF export then makes of it).
 */
export async function documentText(file: string, format: string): Promise<string> {
  if (format === 'srt') return readFileSync(file, 'utf8');
  const shape = DOCUMENT_PARTS[format];
  if (!shape) return '';
  const zip = await JSZip.loadAsync(readFileSync(file));
  const names = Object.keys(zip.files)
    .filter((name) => shape.part.test(name) && !/nav|toc/u.test(name))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const parts = await Promise.all(names.map((name) => zip.file(name)?.async('string') ?? ''));
  return parts
    .map((xml) =>
      xml
        .replace(/<head>[\s\S]*?<\/head>/gu, '')
        .replace(shape.paragraph, (end) => `${end}\n`)
        .split('\n')
        .map((paragraph) => entities([...paragraph.matchAll(shape.text)].map((match) => match[1]).join('')))
        .join('\n'),
    )
    .join('\n');
}

/** pdf.js's text, and its lines with where they stand (items on one baseline joined, left to right). */
export async function pdfjsText(bytes: Uint8Array): Promise<{ text: string; lines: TextLine[] }> {
  const task = getDocument({ data: bytes, useSystemFonts: false });
  const document = await task.promise;
  let text = '';
  const lines: TextLine[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const items = (await page.getTextContent()).items.filter((item): item is TextItem => 'str' in item);
    for (const item of items) text += item.str + (item.hasEOL ? '\n' : '');
    text += '\n';
    const byBaseline = new Map<number, TextItem[]>();
    for (const item of items) {
      if (!item.str.trim()) continue;
      const key = Math.round(item.transform[5] as number);
      byBaseline.set(key, [...(byBaseline.get(key) ?? []), item]);
    }
    for (const [baseline, row] of byBaseline) {
      row.sort((a, b) => (a.transform[4] as number) - (b.transform[4] as number));
      lines.push({
        text: row.map((item) => item.str).join(' '),
        left: Math.min(...row.map((item) => item.transform[4] as number)),
        right: Math.max(...row.map((item) => (item.transform[4] as number) + item.width)),
        baseline,
        size: Math.max(...row.map((item) => Math.abs(item.transform[3] as number))),
        page: number,
      });
    }
  }
  await task.destroy();
  return { text, lines };
}

/**
 * pdf.js leaves every format character (the zero-width non-joiner of Persian and Bengali, joiners)
 * out of its text whatever the file says; the translation is compared with its text without them.
 */
export const withoutFormatCharacters = (text: string) => text.replace(/\p{Cf}/gu, '');

/** pdftotext marks each right-to-left line and number with embedding controls; they are not text. */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
/**
 * Text as a search compares it (NFKC, as pdf.js's find does): Thai's sara am read back as the
 * nikhahit and sara aa it is drawn with is the same text.
 */
const plain = (text: string) => text.normalize('NFKC').replace(BIDI_CONTROLS, '');
const squeeze = (text: string) => plain(text).replace(/\s+/gu, ' ').trim();
const characters = (text: string) => [...plain(text).replace(/\s+/gu, '')];

/** Characters of the translation (with their repeats) that the text does not have. */
export function missingCharacters(answers: readonly string[], text: string): number {
  const have = new Map<string, number>();
  for (const char of characters(text)) have.set(char, (have.get(char) ?? 0) + 1);
  let missing = 0;
  for (const char of characters(answers.join(''))) {
    const left = have.get(char) ?? 0;
    if (left > 0) have.set(char, left - 1);
    else missing++;
  }
  return missing;
}

/** The translation's 4-word phrases (8-character runs where words are not spaced), or a shorter text whole. */
export function phrases(answer: string, language: string): string[] {
  if (UNSPACED.has(language)) {
    const run = characters(answer).join('');
    if (run.length <= 8) return run ? [run] : [];
    return Array.from({ length: Math.floor((run.length - 8) / 4) + 1 }, (_, at) =>
      run.slice(at * 4, at * 4 + 8),
    );
  }
  const words = squeeze(answer).split(' ').filter(Boolean);
  if (words.length <= 4) return words.length ? [words.join(' ')] : [];
  return words.slice(0, -3).map((_, at) => words.slice(at, at + 4).join(' '));
}

/** The share of the translation's phrases found verbatim in the text: 1 when read in logical order. */
export function phrasesInOrder(answers: readonly string[], text: string, language: string): number {
  const haystack = UNSPACED.has(language) ? characters(text).join('') : squeeze(text);
  const all = answers.flatMap((answer) => phrases(answer, language));
  return all.length === 0 ? 1 : all.filter((phrase) => haystack.includes(phrase)).length / all.length;
}

/** Lines of Chinese or Japanese that start with a sign that must not start one. */
export function badLineStarts(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => CJK_LINE_START.test(line));
}

/** Line ends inside a Thai word: each line's end joined to the next line's start, found in the translation. */
export function breaksInsideWords(
  answers: readonly string[],
  text: string,
): { breaks: number; inside: string[] } {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
  let breaks = 0;
  const inside: string[] = [];
  for (let index = 1; index < lines.length; index++) {
    const tail = (lines[index - 1] as string).slice(-6);
    const head = (lines[index] as string).slice(0, 6);
    if (!/[\u0E00-\u0E7F]$/u.test(tail) || !/^[\u0E00-\u0E7F]/u.test(head)) continue;
    const answer = answers.find((candidate) => candidate.includes(tail + head));
    if (!answer) continue;
    breaks++;
    const at = answer.indexOf(tail + head) + tail.length;
    const boundaries = new Set([...segmenter.segment(answer)].map((segment) => segment.index));
    if (!boundaries.has(at)) inside.push(`${tail}|${head}`);
  }
  return { breaks, inside };
}

/**
 * The widest spread of right edges among the lines of one right-to-left block after its first line
 * (which may carry a list number), blocks being lines set one line-height apart.
 */
export function rightEdgeSpread(lines: readonly TextLine[]): number {
  const rtl = lines.filter((line) => RTL_LETTER.test(line.text));
  let widest = 0;
  const pages = new Set(rtl.map((line) => line.page));
  for (const page of pages) {
    const onPage = rtl.filter((line) => line.page === page).sort((a, b) => b.baseline - a.baseline);
    let block: TextLine[] = [];
    const close = () => {
      const edges = block.slice(1).map((line) => line.right);
      if (edges.length > 1) widest = Math.max(widest, Math.max(...edges) - Math.min(...edges));
      block = [];
    };
    for (const line of onPage) {
      const previous = block.at(-1);
      if (previous && previous.baseline - line.baseline > 1.6 * Math.max(previous.size, line.size)) close();
      block.push(line);
    }
    close();
  }
  return widest;
}
