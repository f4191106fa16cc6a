/** A box in pixels of the recognised frame. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One line of text read in a frame. */
export interface RecognizedLine {
  text: string;
  /** 0-100, Tesseract's mean word confidence. */
  confidence: number;
  box: Box;
}

interface TesseractBbox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The part of tesseract.js's page result the live mode reads (blocks → paragraphs → lines). */
export interface TesseractPageLike {
  blocks: Array<{
    paragraphs: Array<{ lines: Array<{ text: string; confidence: number; bbox: TesseractBbox }> }>;
  }> | null;
}

/** The page's lines in reading order, with whitespace collapsed; empty lines dropped. */
export function linesOfPage(page: TesseractPageLike): RecognizedLine[] {
  const lines: RecognizedLine[] = [];
  for (const block of page.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines) {
        const text = line.text.replace(/\s+/g, ' ').trim();
        if (!text) continue;
        const { x0, y0, x1, y1 } = line.bbox;
        lines.push({
          text,
          confidence: line.confidence,
          box: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 },
        });
      }
  return lines;
}
