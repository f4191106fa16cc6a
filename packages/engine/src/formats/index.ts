// The format registry: every format module the engine knows. translateFile/analyzeFile pick one by
// sniffing the bytes in this order, so add a new module with one import and one entry in FORMATS,
// before the text formats (plain text would accept almost anything textual).
import type { FormatModule } from '../types.ts';
import { epub } from './epub/epub.ts';
import { heicFormat } from './image/heic.ts';
import { IMAGE_FORMATS } from './image/index.ts';
import { odp, ods, odt } from './odf/odf.ts';
import { docx } from './office/docx.ts';
import { pptx } from './office/pptx.ts';
import { xlsx } from './office/xlsx.ts';
import { pdfFormat } from './pdf/index.ts';
import { TEXT_FORMATS } from './text/index.ts';

export const FORMATS: FormatModule[] = [
  pdfFormat,
  ...IMAGE_FORMATS,
  heicFormat,
  docx,
  pptx,
  xlsx,
  odt,
  odp,
  ods,
  epub,
  ...TEXT_FORMATS,
];
