// DrawingML text (a:p in p:txBody / a:txBody / dgm data): shared by PPTX slides, notes, SmartArt.
// Runs in a monospace font (a:latin) are code, kept verbatim; a paragraph of code is left as it is.
import { isMonospaceFont } from '../inline/code-style.ts';
import { attr, findAll, firstChild, setAttr, type XmlNode } from '../inline/xml-tree.ts';
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

function isCodeRun(props: XmlNode | undefined): boolean {
  const latin = props && firstChild(props, 'a:latin');
  return isMonospaceFont(latin && attr(latin, 'typeface'));
}

export function drawingmlUnits(nodes: XmlNode[], mode: OutputMode): TextUnit[] {
  return findAll(nodes, (name) => name === 'a:p').map((located) =>
    runParagraphUnit(located, DRAWINGML_DIALECT, mode, isCodeRun),
  );
}
