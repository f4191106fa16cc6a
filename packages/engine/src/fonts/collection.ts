// Font collections (.ttc, e.g. Debian's WenQuanYi Micro Hei and Noto Sans CJK) hold several faces
// sharing one file. pdf-lib embeds single fonts only (fontkit hands it the whole collection), so a
// face is copied out into a standalone font: its table directory and tables, offsets rewritten.

export function isCollection(bytes: Uint8Array): boolean {
  return bytes.length >= 12 && String.fromCharCode(...bytes.subarray(0, 4)) === 'ttcf';
}

/** The face at `index` of a collection as a standalone TrueType/OpenType font. */
export function faceOfCollection(bytes: Uint8Array, index = 0): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint32(8);
  if (index >= count) throw new RangeError(`The font collection has ${count} faces, not ${index + 1}.`);
  const start = view.getUint32(12 + 4 * index);
  const tableCount = view.getUint16(start + 4);
  const tables = Array.from({ length: tableCount }, (_, table) => {
    const record = start + 12 + 16 * table;
    return { record, offset: view.getUint32(record + 8), length: view.getUint32(record + 12) };
  });
  const headerLength = 12 + 16 * tableCount;
  const padded = (length: number) => (length + 3) & ~3;
  const total = tables.reduce((sum, table) => sum + padded(table.length), headerLength);
  const font = new Uint8Array(total);
  const out = new DataView(font.buffer);
  font.set(bytes.subarray(start, start + headerLength));
  let next = headerLength;
  tables.forEach((table, position) => {
    font.set(bytes.subarray(table.offset, table.offset + table.length), next);
    out.setUint32(12 + 16 * position + 8, next);
    next += padded(table.length);
  });
  return font;
}
