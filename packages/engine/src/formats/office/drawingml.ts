// DrawingML text (a:p in p:txBody / a:txBody / dgm data): shared by PPTX slides, notes, SmartArt.
import { findAll, setAttr, type XmlNode } from '../inline/xml-tree.ts';
import type { OutputMode, TextUnit } from '../inline/zip-document.ts';
import { runParagraphUnit, type RunDialect } from './ooxml-runs.ts';

export const DRAWINGML_DIALECT: RunDialect = {
  leading: new Set(['a:pPr']),
  trailing: new Set(['a:endParaRPr']),
  run: 'a:r',
  runProps: 'a:rPr',
  text: 'a:t',
  wrappers: new Set(),
  dropped: new Set(),
  copyable: new Set(['a:br']),
  invisibleProps: new Set(['lang', 'altLang', 'dirty', 'err', 'noProof', 'smtClean', 'smtId']),
  prepareCopy(copy: XmlNode) {
    setAttr(copy, 'id', undefined);
  },
};

export function drawingmlUnits(nodes: XmlNode[], mode: OutputMode): TextUnit[] {
  return findAll(nodes, (name) => name === 'a:p').map((located) =>
    runParagraphUnit(located, DRAWINGML_DIALECT, mode),
  );
}
