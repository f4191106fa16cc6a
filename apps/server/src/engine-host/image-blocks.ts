import type { ImageBlocks } from '@tolk/contract';
import type { TranslateFileResult } from '@tolk/engine';
import sharp from 'sharp';

/**
 * The blocks of an image translation with the size of the translated image their boxes refer
 * to (read from its header: the engine writes the pixels upright, so no orientation applies).
 * Null for documents, which have no blocks.
 */
export async function imageBlocksOf(result: TranslateFileResult): Promise<ImageBlocks | null> {
  if (!result.blocks) return null;
  const { width = 0, height = 0 } = await sharp(result.output).metadata();
  return {
    width,
    height,
    blocks: result.blocks.map((block) => ({
      box: { ...block.box },
      ...(block.angle === undefined ? {} : { angle: block.angle }),
      text: block.text,
      translation: block.translation,
    })),
  };
}
