import { FORMATS, type FormatModule } from '@tolk/engine';

// The file type is decided by the bytes, never by the name or the client's Content-Type.

/** How many leading bytes the early check looks at. */
export const HEAD_BYTES = 4096;

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Text: a byte-order mark, or no NUL bytes and hardly any control characters. */
function looksLikeText(head: Uint8Array): boolean {
  if (
    startsWith(head, [0xef, 0xbb, 0xbf]) ||
    startsWith(head, [0xff, 0xfe]) ||
    startsWith(head, [0xfe, 0xff])
  )
    return true;
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c && byte !== 0x1b)
      control++;
  }
  return control <= head.length / 100;
}

/**
 * Whether the first bytes can start a supported file (PDF, ZIP-based office/EPUB, PNG, JPEG,
 * WebP, HEIC or text). Cheap, so it runs on the first chunk, before the rest is accepted; the
 * complete file is checked again by the engine's own sniffers when the upload finishes.
 */
export function headCouldBeSupported(head: Uint8Array): boolean {
  if (head.length === 0) return false;
  const pdfAt = Buffer.from(head.subarray(0, 1024)).indexOf('%PDF-');
  if (pdfAt >= 0) return true;
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return true;
  if (startsWith(head, [0x89, ...ascii('PNG\r\n\x1a\n')])) return true;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return true;
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return true;
  if (
    startsWith(head, ascii('ftyp'), 4) &&
    ['heic', 'heix', 'mif1'].some((b) => startsWith(head, ascii(b), 8))
  )
    return true;
  return looksLikeText(head);
}

export interface DetectedType {
  format: string;
  contentType: string;
}

const sniffs = (format: FormatModule, bytes: Uint8Array) => {
  try {
    return format.sniff(bytes);
  } catch {
    return false;
  }
};

const extensionOf = (fileName: string) => /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase();
const hasExtension = (format: FormatModule, extension: string | undefined) =>
  extension !== undefined && format.extensions.some((e) => e.replace(/^\./, '').toLowerCase() === extension);

/** Formats told by their text alone; every other format has magic bytes. */
const TEXT_FORMATS: readonly string[] = ['txt', 'md', 'html', 'srt', 'vtt'];

/**
 * The format of a complete file by the engine's sniffers, or undefined when none accepts it. The
 * name only breaks ties between formats the content fits (Markdown is also text); a PNG named
 * .docx is a PNG. Text named as a binary format (an SVG called .png) is refused: it is not the
 * file the user meant to send, and it must not slip through as a text document.
 */
export function detectType(bytes: Uint8Array, fileName: string): DetectedType | undefined {
  const extension = extensionOf(fileName);
  const named = FORMATS.find((format) => hasExtension(format, extension));
  const module = named && sniffs(named, bytes) ? named : FORMATS.find((format) => sniffs(format, bytes));
  if (module && named && TEXT_FORMATS.includes(module.id) && !TEXT_FORMATS.includes(named.id))
    return undefined;
  return module && { format: module.id, contentType: module.mimeType };
}

/** A name the engine reads as `format` (it picks text dialects by extension). */
export function engineFileName(format: string): string {
  const module = FORMATS.find((candidate) => candidate.id === format);
  const extension = module?.extensions[0]?.replace(/^\./, '') ?? format;
  return `document.${extension}`;
}
