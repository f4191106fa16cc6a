// Renders a PDF page to pixels with pdf.js into @napi-rs/canvas, for OCR and previews.

import { createCanvas } from '@napi-rs/canvas';
import type { PDFPageProxy, RenderParameters } from 'pdfjs-dist/types/src/display/api.js';
import type { PageViewport } from 'pdfjs-dist/types/src/display/page_viewport.js';

export interface RenderedPage {
  png: Buffer;
  /** RGBA pixels, row by row. */
  pixels: Uint8ClampedArray;
  width: number;
  height: number;
  /** Maps a pixel position to PDF user space. */
  toPdf(x: number, y: number): [number, number];
}

/** Caps memory: a page is never rendered larger than this many pixels, whatever the dpi asked. */
const MAX_PIXELS = 24_000_000;

export async function renderPage(page: PDFPageProxy, dpi: number): Promise<RenderedPage> {
  let scale = dpi / 72;
  const base = page.getViewport({ scale: 1 });
  const pixelsAtScale = base.width * base.height * scale * scale;
  if (pixelsAtScale > MAX_PIXELS) scale *= Math.sqrt(MAX_PIXELS / pixelsAtScale);
  const viewport: PageViewport = page.getViewport({ scale });
  const width = Math.max(1, Math.ceil(viewport.width));
  const height = Math.max(1, Math.ceil(viewport.height));
  const canvas = createCanvas(width, height);
  const parameters = {
    canvas: canvas as unknown as RenderParameters['canvas'],
    viewport,
    background: 'rgb(255,255,255)',
  };
  await page.render(parameters as RenderParameters).promise;
  const pixels = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const png = await canvas.encode('png');
  return {
    png,
    pixels,
    width,
    height,
    toPdf: (x, y) => {
      const [px, py] = viewport.convertToPdfPoint(x, y) as [number, number];
      return [px, py];
    },
  };
}
