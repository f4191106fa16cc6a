// PNG, JPEG and WebP: text in the picture is recognised, translated and redrawn in place.

import type { FormatModule } from '../../types.ts';
import { imageKind, type ImageKind } from './guard.ts';
import { analyzeImage, translateImage } from './translate-image.ts';

function imageFormat(kind: ImageKind, extensions: readonly string[], mimeType: string): FormatModule {
  return {
    id: kind,
    extensions,
    mimeType,
    sniff: (bytes) => imageKind(bytes) === kind,
    analyze: (bytes, from, fallback) => analyzeImage(bytes, kind, from, fallback),
    translate: (bytes, context) => translateImage(bytes, kind, context),
  };
}

export const pngFormat = imageFormat('png', ['png'], 'image/png');
export const jpegFormat = imageFormat('jpeg', ['jpg', 'jpeg', 'jfif'], 'image/jpeg');
export const webpFormat = imageFormat('webp', ['webp'], 'image/webp');
export const IMAGE_FORMATS: FormatModule[] = [pngFormat, jpegFormat, webpFormat];
