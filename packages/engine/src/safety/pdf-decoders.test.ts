// The older PDF filters decode as the specification's examples say, and stop at their cap: an LZW
// or run-length bomb is measured, never held past the budget.
import { describe, expect, it } from 'vitest';
import { ascii85Decode, asciiHexDecode, lzwDecode, runLengthDecode } from './pdf-decoders.ts';
import { decodeStream } from './pdf-filters.ts';

const text = (bytes: Uint8Array | null) => (bytes ? Buffer.from(bytes).toString('latin1') : null);

/** PDF's LZW (9 to 12-bit codes, EarlyChange 1), enough to build test data. */
function lzwEncode(input: Uint8Array): Uint8Array {
  // A word is its prefix's code and one more byte.
  const table = new Map<number, number>();
  const out: number[] = [];
  let [buffer, bits, width, next] = [0, 0, 9, 258];
  const emit = (code: number) => {
    buffer = (buffer << width) | code;
    bits += width;
    while (bits >= 8) {
      bits -= 8;
      out.push((buffer >> bits) & 0xff);
    }
    buffer &= (1 << bits) - 1;
  };
  emit(256);
  let word = -1;
  for (const byte of input) {
    const longer = word === -1 ? byte : table.get(word * 256 + byte);
    if (longer !== undefined) {
      word = longer;
      continue;
    }
    emit(word);
    if (next < 4095) table.set(word * 256 + byte, next++);
    // The decoder adds each entry a code later, so it widens (EarlyChange 1) when this reaches 2^width.
    if (next >= 1 << width && width < 12) width++;
    word = byte;
  }
  emit(word);
  emit(257);
  if (bits > 0) out.push((buffer << (8 - bits)) & 0xff);
  return new Uint8Array(out);
}

describe('PDF filters within a cap', () => {
  it('decode the specification’s examples', () => {
    // ISO 32000-1, 7.4.4.2: -----A---B as 9-bit codes.
    const lzw = Uint8Array.from([0x80, 0x0b, 0x60, 0x50, 0x22, 0x0c, 0x0c, 0x85, 0x01]);
    expect(text(lzwDecode(lzw, 100))).toBe('-----A---B');
    expect(text(asciiHexDecode(Buffer.from('48 65 6c6C 6f7>'), 100))).toBe('Hellop');
    expect(text(ascii85Decode(Buffer.from('87cURD]i,"Ebo80~>'), 100))).toBe('Hello World!');
    expect(text(ascii85Decode(Buffer.from('z~>'), 100))).toBe('\0\0\0\0');
    expect(text(runLengthDecode(Uint8Array.from([2, 0x61, 0x62, 0x63, 254, 0x78, 128]), 100))).toBe('abcxxx');
  });

  it('round-trips LZW past the 12-bit table, and stops a bomb at its cap', () => {
    const words = Buffer.from(Array.from({ length: 3000 }, (_, index) => `word${index % 97} `).join(''));
    expect(Buffer.from(lzwDecode(lzwEncode(words), 1 << 20) ?? []).equals(words)).toBe(true);
    const bomb = lzwEncode(new Uint8Array(4 << 20));
    expect(bomb.length).toBeLessThan(20_000);
    expect(lzwDecode(bomb, 1 << 20)).toBeNull();
    expect(lzwDecode(bomb, 8 << 20)?.length).toBe(4 << 20);
    expect(runLengthDecode(new Uint8Array(10_000).fill(129), 1000)).toBeNull();
  });

  it('measure a chain stage by stage, each within the cap', async () => {
    const bomb = lzwEncode(new Uint8Array(4 << 20));
    const hex = Buffer.from(Buffer.from(bomb).toString('hex'));
    expect((await decodeStream(hex, ['AHx', 'LZW'], undefined, 8 << 20)).size).toBe(4 << 20);
    expect((await decodeStream(hex, ['ASCIIHexDecode', 'LZWDecode'], undefined, 1 << 20)).size).toBe(
      Infinity,
    );
    // An image codec ends the chain: what reaches it is what is measured.
    expect((await decodeStream(hex, ['AHx', 'DCTDecode'], undefined, 1 << 20)).size).toBe(bomb.length);
  });
});
