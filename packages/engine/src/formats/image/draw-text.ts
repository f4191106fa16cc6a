// Draws translations over the (already cleaned) image with @napi-rs/canvas: each block's text is
// wrapped and shrunk to fit its rotated rectangle (layout/fit), in the block's ink colour, with the
// installed fonts that cover the target script (fonts/catalog) and right to left for Arabic/Hebrew.

import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { faceChain } from '../../fonts/catalog.ts';
import { isRtlLanguage } from '../../fonts/bidi.ts';
import { fitText } from '../../layout/fit.ts';
import type { PixelImage } from '../../ocr/colours.ts';
import type { ImageBlock } from './image-blocks.ts';

const MEASURE_SIZE = 100;

const families = new Map<boolean, string>();

/** Registers the catalog's fallback chain once; canvas picks per glyph the first family that has it. */
function fontFamilies(bold: boolean): string {
  const known = families.get(bold);
  if (known) return known;
  const names = faceChain({ bold, italic: false, serif: false }).map((face, index) => {
    const name = `Tolk Image ${bold ? 'Bold' : 'Regular'} ${index}`;
    // From the bytes: for a collection (.ttc) they are the chosen face, not the whole file.
    GlobalFonts.register(Buffer.from(face.bytes), name);
    return `"${name}"`;
  });
  const list = names.join(', ');
  families.set(bold, list);
  return list;
}

function css([r, g, b]: [number, number, number]): string {
  return `rgb(${Math.round(r * 255)}, ${Math.round(g * 255)}, ${Math.round(b * 255)})`;
}

function drawBlock(context: SKRSContext2D, block: ImageBlock, translation: string, rtl: boolean): void {
  const fonts = fontFamilies(block.bold);
  const height = block.v1 - block.v0;
  // The side the text grows to: away from the anchored edge, both ways when centred.
  const align = rtl && block.align === 'left' ? 'right' : block.align;
  const grow =
    align === 'left'
      ? block.room.right
      : align === 'right'
        ? block.room.left
        : 2 * Math.min(block.room.left, block.room.right);
  const width = block.u1 - block.u0 + grow;
  const anchor = align === 'left' ? block.u0 : align === 'right' ? block.u1 : (block.u0 + block.u1) / 2;
  context.font = `${MEASURE_SIZE}px ${fonts}`;
  const fit = fitText({
    text: translation,
    width,
    // The lines the original took at its size, or its ink box if taller.
    height: Math.max(height, block.size * 1.05 + (block.lineCount - 1) * block.size * block.lineHeight),
    size: block.size,
    lineHeight: block.lineCount > 1 ? block.lineHeight : 1.2,
    minSize: Math.max(6, block.size * 0.4),
    measure: (text, size) => (context.measureText(text).width / MEASURE_SIZE) * size,
  });
  context.save();
  context.translate(block.cx, block.cy);
  context.rotate(block.angle);
  context.font = `${fit.size}px ${fonts}`;
  context.fillStyle = css(block.colour);
  context.textBaseline = 'alphabetic';
  context.direction = rtl ? 'rtl' : 'ltr';
  context.textAlign = align;
  // On the original's baselines when the line count is the same; more or fewer lines stay centred
  // on where the original sat.
  const first =
    fit.lines.length === block.lineCount
      ? block.baseline
      : block.baseline +
        ((block.lineCount - 1) * block.size * block.lineHeight - (fit.lines.length - 1) * fit.leading) / 2;
  fit.lines.forEach((line, index) => {
    context.fillText(line, anchor, first + index * fit.leading);
  });
  context.restore();
}

export function drawTranslations(
  image: PixelImage,
  blocks: ImageBlock[],
  translations: string[],
  to: string,
): PixelImage {
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  const data = context.createImageData(image.width, image.height);
  data.data.set(image.pixels);
  context.putImageData(data, 0, 0);
  blocks.forEach((block, index) => {
    const translation = translations[index] ?? block.text;
    drawBlock(context, block, translation, isRtlLanguage(to));
  });
  const pixels = context.getImageData(0, 0, image.width, image.height).data;
  return { pixels, width: image.width, height: image.height };
}
