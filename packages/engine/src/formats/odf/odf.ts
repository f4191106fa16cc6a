// ODT, ODP, ODS: content.xml (body, tables, frames, notes, slides and their notes) and the
// headers/footers of styles.xml. Bilingual: ODT/ODP put each translated paragraph after its
// original; ODS appends a translated copy of every sheet, named "<sheet> (<lang>)". Code
// paragraphs are left as they are and code spans kept verbatim (odf-code.ts).
import type { SafeZip } from '../../safety/zip.ts';
import { isRtlLanguage } from '../../fonts/bidi.ts';
import { rtlOdfParagraphs } from './rtl-styles.ts';
import { zipMimetype } from '../../safety/zip-directory.ts';
import type { FormatId, FormatModule } from '../../types.ts';
import {
  analyzeZipXml,
  translateZipXml,
  type OutputMode,
  type TextUnit,
  type ZipXmlFormat,
} from '../inline/zip-document.ts';
import {
  attr,
  childrenOf,
  deepClone,
  findAll,
  insertAfter,
  nameOf,
  setAttr,
  type XmlNode,
} from '../inline/xml-tree.ts';
import { odfCode, readOdfStyles, type OdfCode, type OdfStyles } from './odf-code.ts';
import { odfParagraphUnit } from './odf-paragraphs.ts';

const PARAGRAPHS = new Set(['text:p', 'text:h']);

/** Cells holding numbers, dates, formulas: their text is a rendering of the value. */
function isValueCell(name: string, node: XmlNode): boolean {
  if (name !== 'table:table-cell' && name !== 'table:covered-table-cell') return false;
  const type = attr(node, 'office:value-type');
  return (type !== undefined && type !== 'string') || attr(node, 'table:formula') !== undefined;
}

function paragraphUnits(nodes: XmlNode[], mode: OutputMode, code: OdfCode): TextUnit[] {
  return findAll(nodes, (name) => PARAGRAPHS.has(name), isValueCell)
    .filter(({ node }) => !code.paragraph(attr(node, 'text:style-name')))
    .map((located) => odfParagraphUnit(located, mode, code));
}

/** ODS bilingual: translated copies of the sheets, placed after the last original sheet. */
function sheetCopyUnits(nodes: XmlNode[], to: string, code: OdfCode): TextUnit[] {
  const spreadsheet = findAll(nodes, (name) => name === 'office:spreadsheet')[0]?.node;
  if (!spreadsheet) return [];
  const tables = childrenOf(spreadsheet).filter((child) => nameOf(child) === 'table:table');
  const taken = new Set(tables.map((table) => attr(table, 'table:name') ?? ''));
  let last = tables[tables.length - 1];
  const units: TextUnit[] = [];
  for (const table of tables) {
    const copy = deepClone(table);
    let name = `${attr(table, 'table:name') ?? 'Sheet'} (${to})`;
    for (let attempt = 2; taken.has(name); attempt++)
      name = `${attr(table, 'table:name') ?? 'Sheet'} (${to} ${attempt})`;
    taken.add(name);
    setAttr(copy, 'table:name', name);
    if (last) insertAfter(childrenOf(spreadsheet), last, copy);
    last = copy;
    units.push(...paragraphUnits([copy], 'translated', code));
  }
  return units;
}

function odfFormat(id: FormatId, label: string, mimeType: string): ZipXmlFormat<OdfStyles> {
  return {
    id,
    label,
    matches: async (zip) =>
      zip.has('content.xml') && (!zip.has('mimetype') || (await zip.text('mimetype')).trim() === mimeType),
    async parts(zip: SafeZip) {
      return ['content.xml', 'styles.xml'].filter((name) => zip.has(name));
    },
    load: readOdfStyles,
    extract(document, part, mode, to, styles) {
      const code = odfCode(styles, document.nodes);
      if (part === 'styles.xml') {
        const masters = findAll(document.nodes, (name) => name === 'office:master-styles').map(
          (found) => found.node,
        );
        return paragraphUnits(masters, mode, code);
      }
      if (id === 'ods' && mode === 'bilingual') return sheetCopyUnits(document.nodes, to, code);
      return paragraphUnits(document.nodes, mode, code);
    },
    async finish({ zip, mode, to }) {
      if (mode !== 'translated' || !isRtlLanguage(to) || !zip.has('content.xml')) return;
      const styles = zip.has('styles.xml') ? await zip.text('styles.xml') : '';
      zip.set('content.xml', rtlOdfParagraphs(await zip.text('content.xml'), styles));
    },
  };
}

function odfModule(id: FormatId, extension: string, mimeType: string, label: string): FormatModule {
  const format = odfFormat(id, label, mimeType);
  return {
    id,
    extensions: [extension],
    mimeType,
    sniff: (bytes) => zipMimetype(bytes) === mimeType,
    analyze: (bytes) => analyzeZipXml(bytes, format),
    translate: (bytes, context) => translateZipXml(bytes, context, format),
  };
}

export const odt = odfModule('odt', '.odt', 'application/vnd.oasis.opendocument.text', 'ODT');
export const odp = odfModule('odp', '.odp', 'application/vnd.oasis.opendocument.presentation', 'ODP');
export const ods = odfModule('ods', '.ods', 'application/vnd.oasis.opendocument.spreadsheet', 'ODS');
