// A PDF font's ToUnicode CMap (PDF 32000 §9.10.3): which text each character code stands for.
// Only bfchar and bfrange matter for a ToUnicode map; codespace ranges are implied by the codes.

const HEX = /<([0-9a-f\s]*)>/giu;

function utf16(hex: string): string {
  const units: number[] = [];
  const clean = hex.replace(/\s+/gu, '');
  for (let at = 0; at + 4 <= clean.length; at += 4) units.push(parseInt(clean.slice(at, at + 4), 16));
  return String.fromCharCode(...units);
}

function hexCode(hex: string): number {
  return parseInt(hex.replace(/\s+/gu, '') || '0', 16);
}

/** Codes are at most four bytes in practice and two in the fonts drawn again: a map stops there. */
const MAX_CODES = 0x10000;

/** Code → text, from the map's bfchar and bfrange sections. */
export function parseToUnicode(bytes: Uint8Array): Map<number, string> {
  const source = Buffer.from(bytes).toString('latin1');
  const map = new Map<number, string>();
  for (const section of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/gu)) {
    const values = [...(section[1] ?? '').matchAll(HEX)].map((match) => match[1] ?? '');
    for (let at = 0; at + 1 < values.length; at += 2)
      map.set(hexCode(values[at] ?? ''), utf16(values[at + 1] ?? ''));
  }
  for (const section of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/gu)) {
    // Each entry: <lo> <hi> <first text>, or <lo> <hi> [<text> <text> …].
    for (const entry of (section[1] ?? '').matchAll(
      /<([0-9a-f\s]*)>\s*<([0-9a-f\s]*)>\s*(<[0-9a-f\s]*>|\[[^\]]*\])/giu,
    )) {
      const low = hexCode(entry[1] ?? '');
      const high = hexCode(entry[2] ?? '');
      const target = entry[3] ?? '';
      if (high < low || map.size + high - low >= MAX_CODES) continue;
      if (target.startsWith('[')) {
        const texts = [...target.matchAll(HEX)].map((match) => utf16(match[1] ?? ''));
        texts.forEach((text, offset) => {
          if (low + offset <= high) map.set(low + offset, text);
        });
        continue;
      }
      const first = utf16(target.slice(1, -1));
      if (first === '') continue;
      // The last UTF-16 unit counts up along the range.
      const stem = first.slice(0, -1);
      const last = first.charCodeAt(first.length - 1);
      for (let code = low; code <= high; code++) map.set(code, stem + String.fromCharCode(last + code - low));
    }
  }
  return map;
}
