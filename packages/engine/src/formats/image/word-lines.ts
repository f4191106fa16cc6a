// Rebuilds text lines from word boxes. Tesseract's own lines break up when the text is tilted
// (a few degrees in a camera photo is enough), so words are chained left to right instead: a word
// joins the line whose slope, extended, passes through it, when the gap to that line's last word is
// small for the letter size. Blocks are the lines that share a Tesseract paragraph.

import type { OcrWord } from '../../ocr/tesseract.ts';

interface Line {
  words: OcrWord[];
}

const centreX = (word: OcrWord) => word.left + word.width / 2;
const centreY = (word: OcrWord) => word.top + word.height / 2;

/** Width-weighted least-squares slope (dy/dx) of the words' centres; 0 for a single word. */
export function slopeOf(words: OcrWord[]): number {
  if (words.length < 2) return 0;
  const total = words.reduce((sum, word) => sum + word.width, 0);
  const mx = words.reduce((sum, word) => sum + centreX(word) * word.width, 0) / total;
  const my = words.reduce((sum, word) => sum + centreY(word) * word.width, 0) / total;
  let sxx = 0;
  let sxy = 0;
  for (const word of words) {
    sxx += word.width * (centreX(word) - mx) ** 2;
    sxy += word.width * (centreX(word) - mx) * (centreY(word) - my);
  }
  return sxx === 0 ? 0 : sxy / sxx;
}

/** How far (in letter heights) a word sits from where the line would continue; Infinity when it cannot join. */
function misfit(line: Line, word: OcrWord): number {
  const last = line.words[line.words.length - 1] as OcrWord;
  const letter = Math.min(last.height, word.height);
  const gap = word.left - (last.left + last.width);
  // Inside one Tesseract paragraph a longer gap is a word it could not read, not a column gutter.
  const reach = last.paragraph === word.paragraph ? 5 : 2;
  if (gap < -0.3 * letter || gap > reach * letter) return Infinity;
  // Heights of one line's words differ little (ascenders aside), of a title and body text a lot.
  if (Math.max(last.height, word.height) > 2.2 * letter) return Infinity;
  const slope = line.words.length > 1 ? slopeOf(line.words) : 0;
  const expected = centreY(last) + slope * (centreX(word) - centreX(last));
  const distance = Math.abs(centreY(word) - expected) / letter;
  // A one-word line has no slope yet: allow a tilt up to 15° over the gap, inside one paragraph.
  const tilt =
    line.words.length === 1 && reach === 5 ? (Math.tan(Math.PI / 12) * (gap + last.width / 2)) / letter : 0;
  return distance <= 0.45 + tilt ? distance : Infinity;
}

export function chainLines(words: OcrWord[]): OcrWord[][] {
  const lines: Line[] = [];
  for (const word of [...words].sort((a, b) => a.left - b.left)) {
    let best: Line | undefined;
    let bestMisfit = Infinity;
    for (const line of lines) {
      const value = misfit(line, word);
      if (value < bestMisfit) {
        best = line;
        bestMisfit = value;
      }
    }
    if (best) best.words.push(word);
    else lines.push({ words: [word] });
  }
  return lines.map((line) => line.words);
}

/** Lines grouped into blocks: lines sharing a Tesseract paragraph belong together (union-find). */
export function blocksOfLines(lines: OcrWord[][]): OcrWord[][][] {
  const parent = lines.map((_, index) => index);
  const find = (index: number): number => {
    while (parent[index] !== index) index = parent[index] = parent[parent[index] ?? index] ?? index;
    return index;
  };
  const owner = new Map<string, number>();
  lines.forEach((line, index) => {
    for (const word of line) {
      const other = owner.get(word.paragraph);
      if (other === undefined) owner.set(word.paragraph, index);
      else parent[find(index)] = find(other);
    }
  });
  const groups = new Map<number, OcrWord[][]>();
  lines.forEach((line, index) => groups.set(find(index), [...(groups.get(find(index)) ?? []), line]));
  // Reading order: blocks and their lines top to bottom.
  const top = (line: OcrWord[]) => Math.min(...line.map((word) => word.top));
  return [...groups.values()]
    .map((group) => group.sort((a, b) => top(a) - top(b)))
    .sort((a, b) => top(a[0] ?? []) - top(b[0] ?? []));
}
