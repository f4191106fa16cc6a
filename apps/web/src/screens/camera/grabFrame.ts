import { bytesToBase64, CAPTURE_JPEG_QUALITY, fitWithin, type Size } from './frame';

/** A photo ready for translateCapture, and a local URL of the same JPEG for the freeze-frame. */
export interface CapturedPhoto extends Size {
  base64: string;
  /** An object URL: whoever holds the photo revokes it when done. */
  previewUrl: string;
}

function toJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded.'))),
      'image/jpeg',
      CAPTURE_JPEG_QUALITY,
    ),
  );
}

/** Draws the picture at most CAPTURE_MAX_SIDE_PX on its long side and encodes it as JPEG. */
async function encode(source: CanvasImageSource, natural: Size): Promise<CapturedPhoto> {
  const size = fitWithin(natural);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas to draw the photo on.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, size.width, size.height);
  const blob = await toJpeg(canvas);
  const base64 = bytesToBase64(new Uint8Array(await blob.arrayBuffer()));
  return { ...size, base64, previewUrl: URL.createObjectURL(blob) };
}

/** The frame the video shows now, whole (the preview may crop it to fill the screen). */
export function captureVideoFrame(video: HTMLVideoElement): Promise<CapturedPhoto> {
  return encode(video, { width: video.videoWidth, height: video.videoHeight });
}

/** A picked or native photo, turned upright by its EXIF orientation first. */
export async function captureImage(image: Blob): Promise<CapturedPhoto> {
  const bitmap = await createImageBitmap(image, { imageOrientation: 'from-image' });
  try {
    return await encode(bitmap, { width: bitmap.width, height: bitmap.height });
  } finally {
    bitmap.close();
  }
}
