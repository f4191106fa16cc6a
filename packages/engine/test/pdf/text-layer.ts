// The text layer of a PDF the way the fidelity measure reads it (pdf.js): items with their box,
// size, and whether their font is monospace (pdf.js's fontFamily), bold or italic (the font's name).

import { openWithPdfjs } from '../../src/formats/pdf/pdfjs.ts';

export interface LayerItem {
  page: number;
  str: string;
  x: number;
  y: number;
  width: number;
  size: number;
  mono: boolean;
  bold: boolean;
  italic: boolean;
  /** The font's name (BaseFont). */
  font: string;
}

export interface LayerPage {
  box: { x0: number; y0: number; x1: number; y1: number };
  items: LayerItem[];
}

export async function textLayer(bytes: Uint8Array): Promise<LayerPage[]> {
  const opened = await openWithPdfjs(bytes, { fontNames: true });
  try {
    const pages: LayerPage[] = [];
    for (let number = 1; number <= opened.document.numPages; number++) {
      const page = await opened.document.getPage(number);
      await page.getOperatorList();
      const content = await page.getTextContent();
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
      const items: LayerItem[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [, b = 0, , d = 0, x = 0, y = 0] = item.transform as number[];
        const font = page.commonObjs.has(item.fontName)
          ? (page.commonObjs.get(item.fontName) as { name?: string })
          : {};
        items.push({
          page: number,
          str: item.str,
          x,
          y,
          width: item.width,
          size: Math.hypot(b, d),
          mono: content.styles[item.fontName]?.fontFamily === 'monospace',
          bold: /bold/i.test(font.name ?? ''),
          italic: /italic|oblique/i.test(font.name ?? ''),
          font: font.name ?? '',
        });
      }
      pages.push({ box: { x0, y0, x1, y1 }, items });
    }
    return pages;
  } finally {
    await opened.close();
  }
}

const squash = (text: string) => text.replace(/\s+/g, '');

/** Items grouped into visual lines by baseline, left to right. */
export function lines(items: LayerItem[]): LayerItem[][] {
  const rows = new Map<string, LayerItem[]>();
  for (const item of items) {
    const key = `${item.page}:${Math.round(item.y)}`;
    rows.set(key, [...(rows.get(key) ?? []), item]);
  }
  return [...rows.values()].map((row) => row.sort((a, b) => a.x - b.x));
}

export const lineText = (row: LayerItem[]) =>
  row
    .map((item) => item.str)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Text items overlapping another by more than 30 % of the smaller box (the fidelity measure's rule). */
export function overlapping(page: LayerPage): [LayerItem, LayerItem][] {
  const box = (item: LayerItem) => ({
    x0: item.x,
    x1: item.x + item.width,
    y0: item.y - 0.2 * item.size,
    y1: item.y + 0.8 * item.size,
  });
  const found: [LayerItem, LayerItem][] = [];
  page.items.forEach((a, i) =>
    page.items.forEach((b, j) => {
      if (j <= i) return;
      const p = box(a);
      const q = box(b);
      const ix = Math.min(p.x1, q.x1) - Math.max(p.x0, q.x0);
      const iy = Math.min(p.y1, q.y1) - Math.max(p.y0, q.y0);
      const smaller = Math.min((p.x1 - p.x0) * (p.y1 - p.y0), (q.x1 - q.x0) * (q.y1 - q.y0));
      if (ix > 0 && iy > 0 && smaller > 0 && (ix * iy) / smaller > 0.3) found.push([a, b]);
    }),
  );
  return found;
}

export function offPage(page: LayerPage): LayerItem[] {
  const { x0, y0, x1, y1 } = page.box;
  return page.items.filter(
    (item) => item.x < x0 - 2 || item.x + item.width > x1 + 2 || item.y < y0 - 2 || item.y > y1 + 2,
  );
}

/** Whether the squashed text occurs in the squashed text of the given items. */
export function containsSquashed(items: LayerItem[], text: string): boolean {
  return squash(items.map((item) => item.str).join(' ')).includes(squash(text));
}

export const URL_OR_EMAIL = /(https?:\/\/[^\s<>()"]+[^\s<>()".,;:]|[\w.+-]+@[\w-]+(\.[\w-]+)+)/g;
