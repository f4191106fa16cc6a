import type { Box } from '../../../ocr/lines';

export interface Size {
  width: number;
  height: number;
}

/** Long side of the frame handed to OCR: large enough for sign text, small enough for ~1 s reads. */
export const LIVE_FRAME_MAX_SIDE = 960;

/** The frame size for a video of the given size: scaled down to maxSide, never up. */
export function frameSize(video: Size, maxSide = LIVE_FRAME_MAX_SIDE): Size {
  const scale = Math.min(1, maxSide / Math.max(video.width, video.height));
  return {
    width: Math.max(1, Math.round(video.width * scale)),
    height: Math.max(1, Math.round(video.height * scale)),
  };
}

export type ObjectFit = 'cover' | 'contain' | 'fill';

/**
 * Maps boxes from frame pixels to the displayed video element's pixels. `cover` crops the video to
 * fill the element (centred), `contain` letterboxes it, `fill` stretches it. Boxes are clipped to
 * the element; a box left with nothing visible is null.
 */
export function frameToDisplay(frame: Size, display: Size, fit: ObjectFit): (box: Box) => Box | null {
  let scaleX = display.width / frame.width;
  let scaleY = display.height / frame.height;
  if (fit !== 'fill') {
    const scale = fit === 'cover' ? Math.max(scaleX, scaleY) : Math.min(scaleX, scaleY);
    scaleX = scale;
    scaleY = scale;
  }
  const offsetX = (display.width - frame.width * scaleX) / 2;
  const offsetY = (display.height - frame.height * scaleY) / 2;
  return (box) => {
    const left = Math.max(0, box.x * scaleX + offsetX);
    const top = Math.max(0, box.y * scaleY + offsetY);
    const right = Math.min(display.width, (box.x + box.width) * scaleX + offsetX);
    const bottom = Math.min(display.height, (box.y + box.height) * scaleY + offsetY);
    if (right <= left || bottom <= top) return null;
    return { x: left, y: top, width: right - left, height: bottom - top };
  };
}

/** The CSS object-fit of a video, as far as the mapping cares (anything else behaves like fill). */
export function objectFitOf(value: string): ObjectFit {
  if (value === 'cover' || value === 'contain') return value;
  // The UA default for <video> is contain.
  return value === 'fill' ? 'fill' : 'contain';
}
