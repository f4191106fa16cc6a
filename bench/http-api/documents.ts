// Text PDFs as a real typesetter writes them, for the benchmarks that go through the HTTP API:
// bench/corpus.ts's English prose set by groff (-ms, A4, base-14 Times), so every page is full of
// sentences a translation engine actually has to translate.
import { execFileSync } from 'node:child_process';
import { englishText, paragraphs } from '../corpus.ts';

function typeset(words: number, seed: number): Uint8Array {
  const body = paragraphs(englishText(words, seed))
    .map((paragraph) => `.PP\n${paragraph}`)
    .join('\n');
  const source = `.TL\nNotes from the valley, part ${seed}\n${body}\n`;
  return execFileSync('groff', ['-ms', '-Tpdf', '-P-pa4'], { input: source, maxBuffer: 64 * 1024 * 1024 });
}

function pagesOf(pdf: Uint8Array): number {
  const info = execFileSync('pdfinfo', ['-'], { input: pdf }).toString();
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
}

/** A PDF of exactly `pages` full pages of prose; `seed` varies the text between documents. */
export function prosePdf(pages: number, seed = 7): Uint8Array {
  // groff sets about 700 words on an A4 page in -ms: the most words that still fit, by bisection.
  let [fits, overflows] = [pages * 400, pages * 1000];
  while (overflows - fits > 20) {
    const middle = Math.round((fits + overflows) / 2);
    if (pagesOf(typeset(middle, seed)) <= pages) fits = middle;
    else overflows = middle;
  }
  const pdf = typeset(fits, seed);
  if (pagesOf(pdf) !== pages) throw new Error(`could not set ${pages} pages of prose`);
  return pdf;
}
