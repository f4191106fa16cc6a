// PPTX: slides (shapes, tables, groups, SmartArt) and speaker notes. Layouts and masters keep
// their text: it is placeholder prompts, not what the audience sees. Bilingual: each translated
// paragraph follows its original in the same text box; a box whose text no longer fits is set to
// shrink it (pptx-fit.ts).
import type { SafeZip } from '../../safety/zip.ts';
import { zipEntryNames } from '../../safety/zip-directory.ts';
import type { FormatModule } from '../../types.ts';
import { analyzeZipXml, translateZipXml, type ZipXmlFormat } from '../inline/zip-document.ts';
import { drawingmlUnits } from './drawingml.ts';
import { DEFAULT_SLIDE_HEIGHT, fittingUnits, slideHeightOf } from './pptx-fit.ts';

const PART =
  /^ppt\/(slides\/slide|notesSlides\/notesSlide|diagrams\/data|diagrams\/drawing|charts\/chart)(\d+)\.xml$/;
const ORDER = ['slides/slide', 'diagrams/data', 'diagrams/drawing', 'charts/chart', 'notesSlides/notesSlide'];

function rank(name: string): [number, number] {
  const match = PART.exec(name);
  return [ORDER.indexOf(match?.[1] ?? ''), Number(match?.[2] ?? 0)];
}

/** What extraction needs of the whole presentation: the slides' height in EMU. */
const pptxFormat: ZipXmlFormat<number> = {
  id: 'pptx',
  label: 'PPTX',
  matches: async (zip) => zip.has('ppt/presentation.xml'),
  async parts(zip: SafeZip) {
    return zip
      .names()
      .filter((name) => PART.test(name))
      .sort((a, b) => {
        const [kindA, numberA] = rank(a);
        const [kindB, numberB] = rank(b);
        return kindA - kindB || numberA - numberB;
      });
  },
  load: async (zip) =>
    zip.has('ppt/presentation.xml')
      ? slideHeightOf(await zip.text('ppt/presentation.xml'))
      : DEFAULT_SLIDE_HEIGHT,
  extract: (document, part, mode, _to, slideHeight) => {
    const units = drawingmlUnits(document.nodes, mode);
    return part.startsWith('ppt/slides/') ? fittingUnits(document.nodes, units, mode, slideHeight) : units;
  },
};

export const pptx: FormatModule = {
  id: 'pptx',
  extensions: ['.pptx'],
  mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  sniff(bytes) {
    const names = zipEntryNames(bytes);
    return names !== null && names.has('[Content_Types].xml') && names.has('ppt/presentation.xml');
  },
  analyze: (bytes) => analyzeZipXml(bytes, pptxFormat),
  translate: (bytes, context) => translateZipXml(bytes, context, pptxFormat),
};
