// XLSX: shared strings (plain and rich text), inline strings, cell comments, text boxes and chart
// titles. Formulas, numbers, dates and sheet names are never touched. Bilingual: every sheet gets a
// translated copy named "<sheet> (<lang>)" appended after the originals (see xlsx-sheet-copies.ts).
import type { SafeZip } from '../../safety/zip.ts';
import { zipEntryNames } from '../../safety/zip-directory.ts';
import type { FormatModule } from '../../types.ts';
import { analyzeZipXml, translateZipXml, type ZipXmlFormat } from '../inline/zip-document.ts';
import { findAll } from '../inline/xml-tree.ts';
import { drawingmlUnits } from './drawingml.ts';
import { runParagraphUnit } from './ooxml-runs.ts';
import { addSheetCopies } from './xlsx-sheet-copies.ts';
import { rtlSpreadsheet } from './xlsx-direction.ts';
import { isRtlLanguage } from '../../fonts/bidi.ts';
import {
  inlineStringUnits,
  SHARED_STRINGS,
  sharedStringCopies,
  SPREADSHEET_DIALECT,
} from './xlsx-strings.ts';

const SHEET = /^xl\/worksheets\/sheet\d+\.xml$/;
const COMMENTS = /^xl\/comments\d*\.xml$/;
/** Shapes and text boxes on sheets, and chart titles: DrawingML text. */
const DRAWINGS = /^xl\/(drawings\/drawing|charts\/chart)\d+\.xml$/;

const xlsxFormat: ZipXmlFormat = {
  id: 'xlsx',
  label: 'XLSX',
  matches: async (zip) => zip.has('xl/workbook.xml'),
  async parts(zip: SafeZip) {
    const names = zip.has(SHARED_STRINGS) ? [SHARED_STRINGS] : [];
    for (const name of zip.names().filter((candidate) => SHEET.test(candidate))) {
      if ((await zip.text(name)).includes('inlineStr')) names.push(name);
    }
    return [...names, ...zip.names().filter((name) => COMMENTS.test(name) || DRAWINGS.test(name))];
  },
  extract(document, part, mode) {
    if (part === SHARED_STRINGS) {
      if (mode === 'bilingual') return sharedStringCopies(document);
      return findAll(document.nodes, (name) => name === 'si').map((located) =>
        runParagraphUnit(located, SPREADSHEET_DIALECT, mode),
      );
    }
    // Bilingual keeps the original sheets and comments as they are; the copies carry the translation.
    if (mode === 'bilingual') return [];
    if (DRAWINGS.test(part)) return drawingmlUnits(document.nodes, mode);
    if (COMMENTS.test(part))
      return findAll(document.nodes, (name) => name === 'text').map((located) =>
        runParagraphUnit(located, SPREADSHEET_DIALECT, mode),
      );
    return inlineStringUnits(document.nodes);
  },
  async finish(input) {
    if (input.mode === 'bilingual') await addSheetCopies(input);
    else if (isRtlLanguage(input.to))
      await rtlSpreadsheet(
        input.zip,
        input.zip.names().filter((name) => SHEET.test(name)),
      );
  },
};

export const xlsx: FormatModule = {
  id: 'xlsx',
  extensions: ['.xlsx'],
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  sniff(bytes) {
    const names = zipEntryNames(bytes);
    return names !== null && names.has('[Content_Types].xml') && names.has('xl/workbook.xml');
  },
  analyze: (bytes) => analyzeZipXml(bytes, xlsxFormat),
  translate: (bytes, context) => translateZipXml(bytes, context, xlsxFormat),
};
