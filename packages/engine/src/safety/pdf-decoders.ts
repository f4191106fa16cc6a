// PDF's older stream filters, decoded within a cap: LZW (a bomb inflates about 2,700 times),
// run-length (up to 64 times) and the two ASCII encodings (which shrink), so a chain such as
// [/ASCII85Decode /LZWDecode /FlateDecode] is measured stage by stage like the reader decodes it.

/** Bytes appended up to a cap; `over` once more would have been written. */
class CappedBytes {
  private buffer = new Uint8Array(4096);
  length = 0;
  over = false;
  private readonly cap: number;

  constructor(cap: number) {
    this.cap = cap;
  }

  push(byte: number): void {
    if (this.length >= this.cap) {
      this.over = true;
      return;
    }
    if (this.length === this.buffer.length) {
      const grown = new Uint8Array(Math.min(this.cap, this.buffer.length * 2));
      grown.set(this.buffer);
      this.buffer = grown;
    }
    this.buffer[this.length++] = byte;
  }

  bytes(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }
}

/** The decoded bytes, or null when they would pass `cap`. */
export type CappedDecoder = (data: Uint8Array, cap: number, earlyChange?: number) => Uint8Array | null;

const result = (out: CappedBytes): Uint8Array | null => (out.over ? null : out.bytes());

// The LZW table, shared by every call (decoding is synchronous): a file of many small LZW streams
// costs no allocation each. Entries below 256 are the bytes themselves and never change.
const prefix = new Int16Array(4096).fill(-1);
const suffix = new Uint8Array(4096);
const first = new Uint8Array(4096);
const scratch = new Uint8Array(4096);
for (let code = 0; code < 256; code++) suffix[code] = first[code] = code;

export const lzwDecode: CappedDecoder = (data, cap, earlyChange = 1) => {
  const out = new CappedBytes(cap);
  let next = 258;
  let bits = 9;
  let previous = -1;
  let buffer = 0;
  let buffered = 0;
  for (const byte of data) {
    buffer = ((buffer << 8) | byte) & 0xffffff;
    buffered += 8;
    while (buffered >= bits) {
      buffered -= bits;
      const code = (buffer >> buffered) & ((1 << bits) - 1);
      if (code === 256) {
        [next, bits, previous] = [258, 9, -1];
        continue;
      }
      if (code === 257 || code > next || (code === next && previous === -1)) return result(out);
      if (previous !== -1 && next < 4096) {
        prefix[next] = previous;
        first[next] = first[previous] as number;
        suffix[next] = code === next ? (first[previous] as number) : (first[code] as number);
        next++;
      }
      let length = 0;
      for (let at = code; at !== -1; at = prefix[at] as number) scratch[length++] = suffix[at] as number;
      while (length > 0) out.push(scratch[--length] as number);
      if (out.over) return null;
      previous = code;
      if (next + earlyChange >= 1 << bits && bits < 12) bits++;
    }
  }
  return result(out);
};

export const runLengthDecode: CappedDecoder = (data, cap) => {
  const out = new CappedBytes(cap);
  for (let at = 0; at < data.length && !out.over;) {
    const run = data[at] as number;
    if (run === 128) break;
    if (run < 128) {
      for (let index = 1; index <= run + 1 && at + index < data.length; index++)
        out.push(data[at + index] as number);
      at += run + 2;
    } else {
      for (let index = 0; index < 257 - run; index++) out.push(data[at + 1] ?? 0);
      at += 2;
    }
  }
  return result(out);
};

export const asciiHexDecode: CappedDecoder = (data, cap) => {
  const out = new CappedBytes(cap);
  let high = -1;
  for (const byte of data) {
    if (byte === 0x3e /* > */) break;
    const digit = Number.parseInt(String.fromCharCode(byte), 16);
    if (Number.isNaN(digit)) continue;
    if (high === -1) high = digit;
    else {
      out.push((high << 4) | digit);
      high = -1;
    }
  }
  if (high !== -1) out.push(high << 4);
  return result(out);
};

export const ascii85Decode: CappedDecoder = (data, cap) => {
  const out = new CappedBytes(cap);
  let group = 0;
  let count = 0;
  const flush = (bytes: number) => {
    for (let index = 0; index < bytes; index++) out.push((group >>> (24 - 8 * index)) & 0xff);
  };
  for (const byte of data) {
    if (byte === 0x7e /* ~ */) break;
    if (byte === 0x7a /* z */ && count === 0) {
      flush(4);
      continue;
    }
    if (byte < 0x21 || byte > 0x75) continue;
    group = group * 85 + (byte - 0x21);
    if (++count === 5) {
      flush(4);
      [group, count] = [0, 0];
    }
  }
  if (count > 1) {
    for (let index = count; index < 5; index++) group = group * 85 + 84;
    flush(count - 1);
  }
  return result(out);
};
