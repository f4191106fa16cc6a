// Runs in the engine thread at boot: the first job after a start would otherwise pay for loading
// the engine's modules (pdf.js, pdf-lib, fonts, language detection), for the JIT and for starting
// Apertium's pipelines, about a second on a 5-page PDF. A one-page PDF goes through the same calls
// a job makes, so every one of those costs is paid before a user waits for it.
import { analyzeFile, createProvider, translateFile, type Provider } from '@tolk/engine';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { WarmRequest, WarmResult } from './engine-protocol.ts';
import { renderThumbnail } from './thumbnail.ts';

const SENTENCE = 'The house at the end of the street is red and very old.';

/** A one-page text PDF in a base-14 font, so the translation draws with the engine's own fonts. */
async function warmUpPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595, 842]);
  page.drawText(`${SENTENCE} ${SENTENCE}`, { x: 56, y: 760, size: 11, font, maxWidth: 480 });
  return document.save();
}

/** The local provider's optional warm(pairs): every pipeline a pair's translations will use. */
type Warmable = Provider & { warm?: (pairs: WarmRequest['pairs']) => Promise<void> };

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
    const local = provider('local') as Warmable;
    if (local.warm) await local.warm(request.pairs);
    else
      for (const { from, to } of request.pairs.slice(1))
        await local.translate({ segments: [SENTENCE], from, to, format: 'text' });
  }
  return { ms: performance.now() - started };
}
