// The format registry: every format module the engine knows. translateFile/analyzeFile pick one by
// sniffing the bytes (in this order: specific container/magic formats first, plain text formats last),
// so add a new module with one import and one entry in FORMATS.
import type { FormatModule } from '../types.ts';
import { pdfFormat } from './pdf/index.ts';
import { docx } from './office/docx.ts';
import { pptx } from './office/pptx.ts';
import { xlsx } from './office/xlsx.ts';
import { odt, odp, ods } from './odf/odf.ts';
import { epub } from './epub/epub.ts';

export const FORMATS: FormatModule[] = [pdfFormat, docx, pptx, xlsx, odt, odp, ods, epub];
