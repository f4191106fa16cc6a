// Draws translations over the (already cleaned) image with @napi-rs/canvas: each block's text is
// wrapped and shrunk to fit its rotated rectangle (layout/fit), in the block's ink colour, with the
// installed fonts that cover the target script (fonts/catalog) and right to left for Arabic/Hebrew.

import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { faceChain } from '../../fonts/catalog.ts';
import { fitText } from '../../layout/fit.ts';
import type { PixelImage } from '../../ocr/colours.ts';
import type { ImageBlock } from './image-blocks.ts';

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'yi']);
/** The first baseline sits this far below the top of the box: cap height plus a little. */
const ASCENT = 0.8;
const MEASURE_SIZE = 100;

const families = new Map<boolean, string>();

/** Registers the catalog's fallback chain once; canvas picks per glyph the first family that has it. */
function fontFamilies(bold: boolean): string {
  const known = families.get(bold);
  if (known) return known;
  const names = faceChain({ bold, italic: false, serif: false }).map((face, index) => {
    const name = `Tolk Image ${bold ? 'Bold' : 'Regular'} ${index}`;
    GlobalFonts.registerFromPath(face.key, name);
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
  const width = block.u1 - block.u0;
  const height = block.v1 - block.v0;
  context.font = `${MEASURE_SIZE}px ${fonts}`;
  const fit = fitText({
    text: translation,
    width,
    // Room for the descenders of the last line as well as the ink box.
    height: height * 1.1,
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
  context.textAlign = rtl ? 'right' : 'left';
  const needed = fit.size * 1.05 + (fit.lines.length - 1) * fit.leading;
  // Centred vertically: a shorter translation stays where the original sat.
  const top = block.v0 + Math.max(0, (height - needed) / 2);
  fit.lines.forEach((line, index) => {
    context.fillText(line, rtl ? block.u1 : block.u0, top + ASCENT * fit.size + index * fit.leading);
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
    drawBlock(context, block, translation, RTL_LANGUAGES.has(to));
  });
  const pixels = context.getImageData(0, 0, image.width, image.height).data;
  return { pixels, width: image.width, height: image.height };
}
