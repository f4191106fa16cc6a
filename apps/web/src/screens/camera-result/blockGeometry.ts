import type { ImageBlock } from '@tolk/contract';

/** Where a block sits over the shown image: percentages of its width and height, and a turn. */
export interface BlockRegion {
  left: number;
  top: number;
  width: number;
  height: number;
  /** Degrees, clockwise (CSS rotate). */
  rotation: number;
}

/** Below this, cos²θ − sin²θ is too small to tell a tilted rectangle from its box (near 45°). */
const MIN_DETERMINANT = 0.2;

/**
 * The size of a rectangle turned by `angle` degrees whose axis-aligned bounding box is
 * boxWidth × boxHeight. The engine reports a tilted block as that bounding box plus the angle;
 * an overlay drawn as the box itself turned would stick out past the text on every side. Solves
 *   W = w·cosθ + h·sinθ,  H = w·sinθ + h·cosθ
 * for w and h; null when there is no sensible answer (close to 45°, or a box looser than any
 * rectangle at that angle would make).
 */
export function uprightSize(
  boxWidth: number,
  boxHeight: number,
  angle: number,
): { width: number; height: number } | null {
  const radians = (Math.abs(angle) * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const determinant = cos * cos - sin * sin;
  if (determinant < MIN_DETERMINANT) return null;
  const width = (boxWidth * cos - boxHeight * sin) / determinant;
  const height = (boxHeight * cos - boxWidth * sin) / determinant;
  if (!(width > 0 && height > 0)) return null;
  return { width, height };
}

/**
 * A block's region over an image of imageWidth × imageHeight pixels (ImageBlocks.width/height), as
 * percentages: positioned that way inside a frame with the image's aspect ratio, it follows the
 * image at whatever size it is shown. A tilted block keeps its centre and is turned by its angle.
 */
export function blockRegion(
  block: Pick<ImageBlock, 'box' | 'angle'>,
  imageWidth: number,
  imageHeight: number,
): BlockRegion {
  const { x, y, width, height } = block.box;
  const angle = block.angle ?? 0;
  const upright = angle !== 0 ? uprightSize(width, height, angle) : null;
  const shownWidth = upright?.width ?? width;
  const shownHeight = upright?.height ?? height;
  const centreX = x + width / 2;
  const centreY = y + height / 2;
  return {
    left: ((centreX - shownWidth / 2) / imageWidth) * 100,
    top: ((centreY - shownHeight / 2) / imageHeight) * 100,
    width: (shownWidth / imageWidth) * 100,
    height: (shownHeight / imageHeight) * 100,
    rotation: upright ? angle : 0,
  };
}

/** CSS for an absolutely positioned block button. */
export function regionStyle(region: BlockRegion): Record<string, string> {
  const style: Record<string, string> = {
    left: `${region.left}%`,
    top: `${region.top}%`,
    width: `${region.width}%`,
    height: `${region.height}%`,
  };
  if (region.rotation !== 0) style.transform = `rotate(${region.rotation}deg)`;
  return style;
}
