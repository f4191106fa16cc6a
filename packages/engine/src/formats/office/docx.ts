// DOCX: body, tables, text boxes, headers, footers, footnotes, endnotes, comments and SmartArt.
// Each w:p is one segment; field codes, bookmarks, drawings and references ride along as tags.
// Paragraphs in a code style are left as they are; inline code runs are kept verbatim.
import type { SafeZip } from '../../safety/zip.ts';
import { zipEntryNames } from '../../safety/zip-directory.ts';
import type { FormatModule } from '../../types.ts';
import { analyzeZipXml, translateZipXml, type ZipXmlFormat } from '../inline/zip-document.ts';
import {
  childrenOf,
  findAll,
  firstChild,
  nameOf,
  setAttr,
  setChildren,
  type XmlNode,
} from '../inline/xml-tree.ts';
import { readWordCode, type WordCode } from './docx-code.ts';
import { drawingmlUnits } from './drawingml.ts';
import { runParagraphUnit, type RunDialect } from './ooxml-runs.ts';

const WORD_DIALECT: RunDialect = {
  leading: new Set(['w:pPr']),
  trailing: new Set(),
  run: 'w:r',
  runProps: 'w:rPr',
  text: 'w:t',
  textAttrs: { 'xml:space': 'preserve' },
  wrappers: new Set([
    'w:hyperlink',
    'w:ins',
    'w:smartTag',
    'w:customXml',
    'w:moveTo',
    'w:dir',
    'w:bdo',
    'w:sdt',
    'w:sdtContent',
  ]),
  dropped: new Set(['w:proofErr', 'w:lastRenderedPageBreak']),
  copyable: new Set(['w:tab', 'w:br', 'w:cr', 'w:noBreakHyphen', 'w:softHyphen', 'w:sym']),
  fieldChar: 'w:fldChar',
  invisibleProps: new Set(['w:lang', 'w:noProof', 'w:webHidden']),
  prepareCopy(copy: XmlNode) {
    // A copy must not repeat a section break, a list number or a unique paragraph id.
    for (const id of ['w14:paraId', 'w14:textId']) setAttr(copy, id, undefined);
    const props = childrenOf(copy).find((child) => nameOf(child) === 'w:pPr');
    if (props)
      setChildren(
        props,
        childrenOf(props).filter((child) => !['w:sectPr', 'w:numPr'].includes(nameOf(child))),
      );
  },
};

const TEXT_PARTS = /^word\/(document|header\d*|footer\d*|footnotes|endnotes|comments)\.xml$/;
// SmartArt (data and its cached drawing) and chart titles are DrawingML text.
const SMARTART_PARTS = /^word\/(diagrams\/(data|drawing)|charts\/chart)\d*\.xml$/;

const docxFormat: ZipXmlFormat<WordCode> = {
  id: 'docx',
  label: 'DOCX',
  matches: async (zip) => zip.has('word/document.xml'),
  async parts(zip: SafeZip) {
    const names = zip.names().filter((name) => TEXT_PARTS.test(name) || SMARTART_PARTS.test(name));
    return names.sort((a, b) => Number(b === 'word/document.xml') - Number(a === 'word/document.xml'));
  },
  load: readWordCode,
  extract(document, part, mode, _to, code) {
    if (SMARTART_PARTS.test(part)) return drawingmlUnits(document.nodes, mode);
    return findAll(document.nodes, (name) => name === 'w:p')
      .filter(({ node }) => !code.paragraph(firstChild(node, 'w:pPr')))
      .map((located) => runParagraphUnit(located, WORD_DIALECT, mode, code.run));
  },
};

export const docx: FormatModule = {
  id: 'docx',
  extensions: ['.docx'],
  mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  sniff(bytes) {
    const names = zipEntryNames(bytes);
    return names !== null && names.has('[Content_Types].xml') && names.has('word/document.xml');
  },
  analyze: (bytes) => analyzeZipXml(bytes, docxFormat),
  translate: (bytes, context) => translateZipXml(bytes, context, docxFormat),
};
