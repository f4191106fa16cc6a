// Reads a compiled gettext catalogue (.mo): the source strings and their translations. The format
// (GNU gettext manual, "The Format of GNU MO Files"): a magic number that also tells the byte order,
// then two tables of (length, offset) pairs, one for the originals and one for the translations.

const MAGIC = 0x950412de;

export interface CatalogueEntry {
  source: string;
  translation: string;
}

/** The catalogue's entries, without its header (the entry with an empty source); for plural
 * entries, the singular forms. */
export function readMoCatalogue(bytes: Uint8Array): CatalogueEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 28) throw new Error('not a gettext .mo file: too short');
  const little = view.getUint32(0, true) === MAGIC;
  if (!little && view.getUint32(0, false) !== MAGIC) throw new Error('not a gettext .mo file: bad magic');
  const word = (offset: number) => view.getUint32(offset, little);
  const count = word(8);
  const sources = word(12);
  const translations = word(16);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const text = (table: number, index: number) => {
    const length = word(table + index * 8);
    const offset = word(table + index * 8 + 4);
    if (offset + length > bytes.byteLength) throw new Error('a gettext .mo string runs past the end');
    // Plural forms are separated by NUL; the first is the singular.
    return decoder.decode(bytes.subarray(offset, offset + length)).split('\0')[0] ?? '';
  };
  const entries: CatalogueEntry[] = [];
  for (let i = 0; i < count; i++) {
    const source = text(sources, i);
    // A context ("ctx\u0004source") is not part of the text a reader sees.
    const visible = source.includes('\u0004') ? source.slice(source.indexOf('\u0004') + 1) : source;
    if (visible !== '') entries.push({ source: visible, translation: text(translations, i) });
  }
  return entries;
}
