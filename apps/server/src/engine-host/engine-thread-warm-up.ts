// Runs in the engine thread at boot: the first job after a start would otherwise pay for loading
// the engine's modules (pdf.js, pdf-lib, fonts, language detection), for the JIT and for starting
// Apertium's pipelines, about a second on a 5-page PDF. A one-page PDF goes through the same calls
// a job makes, so every one of those costs is paid before a user waits for it.
import { analyzeFile, createProvider, translateFile, type Provider } from '@tolk/engine';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { WarmRequest, WarmResult } from './engine-protocol.ts';
import { renderThumbnail } from './thumbnail.ts';

const SENTENCES = [
  'The house at the end of the street is red and very old.',
  'Please read the instructions carefully before you start the machine.',
  'Our neighbours have two dogs and a small black cat.',
];

/**
 * A page in the base-14 fonts typesetters leave unembedded (Times in three styles, Courier,
 * Helvetica), each of which a translation replaces with a font of the engine's own. Measured on
 * five groff-set pages of bash(1): after a page in Helvetica alone the first job still took about
 * 0.3 s more than a warm one, after this page about 0.15 s more.
 */
async function warmUpPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const styles = [
    StandardFonts.TimesRoman,
    StandardFonts.TimesRomanBold,
    StandardFonts.TimesRomanItalic,
    StandardFonts.Courier,
    StandardFonts.Helvetica,
    StandardFonts.HelveticaBold,
  ];
  const fonts = await Promise.all(styles.map((style) => document.embedFont(style)));
  const page = document.addPage([595, 842]);
  let top = 780;
  for (const font of fonts) {
    for (const sentence of SENTENCES) {
      page.drawText(sentence, { x: 56, y: top, size: 11, font });
      top -= 14;
    }
    top -= 10;
  }
  return document.save();
}

export async function warmUpEngine(
  request: WarmRequest,
  provider: (name: 'local') => Provider,
): Promise<WarmResult> {
  const started = performance.now();
  const pdf = await warmUpPdf();
  await analyzeFile(pdf.slice(), { fileName: 'warm-up.pdf' });
  if (request.analysisOnly) return { ms: performance.now() - started };

  const [first] = request.pairs;
  // The local provider translates the page when it can, which also starts the first pair's
  // pipeline; without Apertium the fake provider still loads and runs the document code.
  const translated = await translateFile(pdf.slice(), {
    fileName: 'warm-up.pdf',
    from: first?.from ?? 'en',
    to: first?.to ?? 'es',
    provider: first ? provider('local') : createProvider('fake'),
    bilingual: true,
  });
  await renderThumbnail('pdf', translated.output);
  if (request.pairs.length > 0) {
    // Every pipeline the pairs' translations will use; a provider that cannot warm translates a page.
    const local = provider('local');
    if (local.warm) await local.warm(request.pairs);
    else
      for (const { from, to } of request.pairs.slice(1))
        await local.translate({ segments: SENTENCES, from, to, format: 'text' });
  }
  return { ms: performance.now() - started };
}
