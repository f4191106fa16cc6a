// Text files in, text files out in the same encoding: UTF-8 (with or without BOM) or UTF-16 with BOM.
export type TextEncodingName = 'utf8' | 'utf8-bom' | 'utf16le' | 'utf16be';

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
}

// Binary files are full of control characters that text never has (tab, newlines and form feed aside).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\0-\x08\x0b\x0e-\x1f\x7f]/;

export function decodeText(bytes: Uint8Array): DecodedText | undefined {
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe)
      return {
        text: new TextDecoder('utf-16le', { fatal: true }).decode(bytes.subarray(2)),
        encoding: 'utf16le',
      };
    if (bytes[0] === 0xfe && bytes[1] === 0xff)
      return {
        text: new TextDecoder('utf-16be', { fatal: true }).decode(bytes.subarray(2)),
        encoding: 'utf16be',
      };
    const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(
      bom ? bytes.subarray(3) : bytes,
    );
    return { text, encoding: bom ? 'utf8-bom' : 'utf8' };
  } catch {
    return undefined;
  }
}

/**
 * Text in the encoding its byte-order mark names (UTF-16 either way), else UTF-8; bytes that do
 * not decode become U+FFFD rather than refusing the whole text.
 */
export function decodeLeniently(bytes: Uint8Array): string {
  const encoding =
    bytes[0] === 0xff && bytes[1] === 0xfe
      ? 'utf-16le'
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? 'utf-16be'
        : 'utf-8';
  return new TextDecoder(encoding).decode(bytes);
}

/** Plain text: decodable and free of binary control characters. */
export function readTextFile(bytes: Uint8Array): DecodedText | undefined {
  const decoded = decodeText(bytes);
  return decoded && !CONTROL.test(decoded.text.slice(0, 65_536)) ? decoded : undefined;
}

export function encodeText(text: string, encoding: TextEncodingName): Uint8Array {
  if (encoding === 'utf8') return new TextEncoder().encode(text);
  if (encoding === 'utf8-bom') return new TextEncoder().encode(`\ufeff${text}`);
  const body = Buffer.from(text, 'utf16le');
  if (encoding === 'utf16be') body.swap16();
  const bom = encoding === 'utf16le' ? [0xff, 0xfe] : [0xfe, 0xff];
  return new Uint8Array([...bom, ...body]);
}

export function lineEnding(text: string): string {
  return text.includes('\r\n') ? '\r\n' : '\n';
}
