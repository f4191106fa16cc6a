// The PDF format module: text-layer PDFs and scanned pages (OCR), translated in place.

import type { FormatModule } from '../../types.ts';
import { analyzePdf } from './analyze.ts';
import { sniffPdf } from './guard.ts';
import { selectPdfPages } from './select-pages.ts';
import { translatePdf } from './translate-pdf.ts';

export const pdfFormat: FormatModule = {
  id: 'pdf',
  extensions: ['.pdf'],
  mimeType: 'application/pdf',
  sniff: sniffPdf,
  analyze: analyzePdf,
  translate: translatePdf,
  selectPages: selectPdfPages,
};
