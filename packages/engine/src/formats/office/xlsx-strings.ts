// Spreadsheet strings as run paragraphs: shared strings (<si>), inline strings (<is>), comments.
import type { XmlDocument } from '../../safety/xml.ts';
import type { TextUnit } from '../inline/zip-document.ts';
import { childrenOf, deepClone, findAll, nameOf, type XmlNode } from '../inline/xml-tree.ts';
import { runParagraphUnit, type RunDialect } from './ooxml-runs.ts';

export const SPREADSHEET_DIALECT: RunDialect = {
  leading: new Set(),
  trailing: new Set(['rPh', 'phoneticPr']),
  run: 'r',
  runProps: 'rPr',
  text: 't',
  textAttrs: { 'xml:space': 'preserve' },
  bareText: true,
  wrappers: new Set(),
  dropped: new Set(),
  copyable: new Set(),
};

export const SHARED_STRINGS = 'xl/sharedStrings.xml';

/** Translated copies of shared strings appended to the table: original index → copy index. */
export const copiedStrings = new WeakMap<XmlDocument, Map<number, number>>();

export function sharedStringCopies(document: XmlDocument): TextUnit[] {
  const table = findAll(document.nodes, (name) => name === 'sst')[0]?.node;
  if (!table) return [];
  const copies = new Map<number, number>();
  copiedStrings.set(document, copies);
  const strings = childrenOf(table).filter((child) => nameOf(child) === 'si');
  return strings.map((original, index) => {
    const copy = deepClone(original);
    const unit = runParagraphUnit({ node: copy, siblings: [] }, SPREADSHEET_DIALECT, 'translated');
    return {
      ...unit,
      apply(translation: string) {
        unit.apply(translation);
        const children = childrenOf(table);
        copies.set(index, children.filter((child) => nameOf(child) === 'si').length);
        children.push(copy);
      },
    };
  });
}

export function inlineStringUnits(nodes: XmlNode[]): TextUnit[] {
  return findAll(nodes, (name) => name === 'is').map((located) =>
    runParagraphUnit(located, SPREADSHEET_DIALECT, 'translated'),
  );
}
