// A tagged PDF's structure tree: which paragraph, heading, list item or table cell each piece of
// marked content belongs to.

import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Structure elements whose text is one unit: a paragraph, a heading, a list item, a table cell. */
const BLOCK_ROLES = new Set([
  'P',
  'H',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'Title',
  'Caption',
  'TOCI',
  'LI',
  'TD',
  'TH',
  'Note',
  'BlockQuote',
]);

interface StructureNode {
  role?: string;
  type?: string;
  id?: string;
  children?: StructureNode[];
}

/**
 * For a tagged PDF (LibreOffice, Word, LaTeX's tagging), the element each marked-content id belongs
 * to, numbered: the innermost paragraph, heading, list item or table cell around it. A list item's
 * label belongs to its item.
 */
export async function structureElements(page: PDFPageProxy): Promise<Map<string, number>> {
  const tree = (await page.getStructTree().catch(() => null)) as StructureNode | null;
  const elements = new Map<string, number>();
  let next = 0;
  const walk = (node: StructureNode, element: number | undefined) => {
    if (node.type === 'content' && node.id !== undefined) {
      if (element !== undefined) elements.set(node.id, element);
      return;
    }
    const own = node.role !== undefined && BLOCK_ROLES.has(node.role) ? next++ : element;
    for (const child of node.children ?? []) walk(child, own);
  };
  if (tree) walk(tree, undefined);
  return elements;
}
