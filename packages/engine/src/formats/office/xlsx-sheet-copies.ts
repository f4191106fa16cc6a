// Bilingual XLSX: each worksheet gets a copy named "<sheet> (<lang>)" after all the originals
// (appending keeps every sheet index, so print areas and local names stay right). Copies hold
// values, not formulas, and leave out drawings, tables and links that would need their own parts.
import { buildXml, parseXml, type XmlDocument } from '../../safety/xml.ts';
import type { FinishInput } from '../inline/zip-document.ts';
import {
  attr,
  childrenOf,
  element,
  findAll,
  nameOf,
  setAttr,
  setChildren,
  textNode,
  textOf,
  type XmlNode,
} from '../inline/xml-tree.ts';
import { copiedStrings, inlineStringUnits, SHARED_STRINGS } from './xlsx-strings.ts';

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const CONTENT_TYPES = '[Content_Types].xml';
const WORKSHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';
const WORKSHEET_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet';
const LEFT_OUT = new Set([
  'drawing',
  'legacyDrawing',
  'legacyDrawingHF',
  'tableParts',
  'hyperlinks',
  'picture',
  'oleObjects',
  'controls',
  'webPublishItems',
]);

function root(document: XmlDocument, name: string): XmlNode {
  const found = findAll(document.nodes, (candidate) => candidate === name)[0]?.node;
  if (!found) throw new Error(`missing <${name}>`);
  return found;
}

function uniqueName(base: string, suffix: string, taken: Set<string>): string {
  for (let attempt = 1; ; attempt++) {
    const tail = attempt === 1 ? suffix : `${suffix.slice(0, -1)} ${attempt})`;
    const name = `${base.slice(0, 31 - tail.length)}${tail}`;
    if (!taken.has(name.toLowerCase())) {
      taken.add(name.toLowerCase());
      return name;
    }
  }
}

/** The copy of one sheet: strings point at their translations, formulas give way to their values. */
function translatedSheet(
  source: string,
  part: string,
  strings: Map<number, number>,
  lookup: FinishInput['lookup'],
): { xml: string; references: number } {
  const document = parseXml(source, part);
  let references = 0;
  const worksheet = root(document, 'worksheet');
  setChildren(
    worksheet,
    childrenOf(worksheet).filter((child) => !LEFT_OUT.has(nameOf(child))),
  );
  for (const { node: view } of findAll(document.nodes, (name) => name === 'sheetView'))
    setAttr(view, 'tabSelected', undefined);
  for (const { node: cell } of findAll(document.nodes, (name) => name === 'c')) {
    setChildren(
      cell,
      childrenOf(cell).filter((child) => nameOf(child) !== 'f'),
    );
    if (attr(cell, 't') !== 's') continue;
    references++;
    const value = childrenOf(cell).find((child) => nameOf(child) === 'v');
    const index = Number(
      childrenOf(value ?? {})
        .map(textOf)
        .join(''),
    );
    const copy = strings.get(index);
    if (value && copy !== undefined) setChildren(value, [textNode(String(copy))]);
  }
  for (const unit of inlineStringUnits(document.nodes)) {
    const translation = lookup(unit.segment);
    if (translation !== undefined) unit.apply(translation);
  }
  return { xml: buildXml(document), references };
}

export async function addSheetCopies({ zip, parts, lookup, sources, to }: FinishInput): Promise<void> {
  const sharedPart = parts.find((part) => part.name === SHARED_STRINGS);
  const strings = (sharedPart && copiedStrings.get(sharedPart.document)) ?? new Map<number, number>();
  const workbook = parseXml(await zip.text(WORKBOOK), WORKBOOK);
  const rels = parseXml(await zip.text(WORKBOOK_RELS), WORKBOOK_RELS);
  const types = parseXml(await zip.text(CONTENT_TYPES), CONTENT_TYPES);
  const sheets = root(workbook, 'sheets');
  const relationships = root(rels, 'Relationships');
  const targets = new Map(
    childrenOf(relationships).map((rel) => [attr(rel, 'Id'), attr(rel, 'Target') ?? '']),
  );
  const originals = childrenOf(sheets).filter((sheet) => nameOf(sheet) === 'sheet');
  const taken = new Set(originals.map((sheet) => (attr(sheet, 'name') ?? '').toLowerCase()));
  let sheetId = Math.max(0, ...originals.map((sheet) => Number(attr(sheet, 'sheetId') ?? 0)));
  let file = zip.names().filter((name) => name.startsWith('xl/worksheets/sheet')).length;
  let references = 0;
  for (const [index, sheet] of originals.entries()) {
    const target = targets.get(attr(sheet, 'r:id'));
    const rel = childrenOf(relationships).find((candidate) => attr(candidate, 'Id') === attr(sheet, 'r:id'));
    if (!target || !rel || attr(rel, 'Type') !== WORKSHEET_REL) continue;
    const part = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    const copy = translatedSheet(sources.get(part) ?? (await zip.text(part)), part, strings, lookup);
    references += copy.references;
    do file++;
    while (zip.has(`xl/worksheets/sheet${file}.xml`));
    const relId = `rIdTolk${index + 1}`;
    zip.set(`xl/worksheets/sheet${file}.xml`, copy.xml);
    childrenOf(relationships).push(
      element('Relationship', { Id: relId, Type: WORKSHEET_REL, Target: `worksheets/sheet${file}.xml` }, []),
    );
    childrenOf(root(types, 'Types')).push(
      element('Override', { PartName: `/xl/worksheets/sheet${file}.xml`, ContentType: WORKSHEET_TYPE }, []),
    );
    const name = uniqueName(attr(sheet, 'name') ?? 'Sheet', ` (${to})`, taken);
    childrenOf(sheets).push(element('sheet', { name, sheetId: String(++sheetId), 'r:id': relId }, []));
  }
  zip.set(WORKBOOK, buildXml(workbook));
  zip.set(WORKBOOK_RELS, buildXml(rels));
  zip.set(CONTENT_TYPES, buildXml(types));
  if (sharedPart) {
    const table = root(sharedPart.document, 'sst');
    const count = childrenOf(table).filter((child) => nameOf(child) === 'si').length;
    setAttr(table, 'uniqueCount', String(count));
    if (attr(table, 'count') !== undefined)
      setAttr(table, 'count', String(Number(attr(table, 'count')) + references));
    zip.set(SHARED_STRINGS, buildXml(sharedPart.document));
  }
}
