// A paragraph's initial (a drop cap: its first letter set large, sunk into its first lines) is one
// paragraph with the lines beside it and under it, its letter the first of the paragraph's text.
// A translation's first letter takes its place, and the lines beside it keep their indent.

import type { TextBlock } from './blocks.ts';
import type { TextLine, TextRun } from './lines.ts';
import type { Piece } from './fit.ts';

export interface Initial {
  /** The large letter as the source drew it. */
  run: TextRun;
  /** How many of the paragraph's first lines stand beside it. */
  lines: number;
  /** How far right of the block's left edge those lines start. */
  indent: number;
  /** How far below the block's top the letter's baseline is. */
  below: number;
}

/** A line that is one letter set at least this many times as large as the text beside it. */
const INITIAL_SCALE = 2.2;

export function isInitial(letter: { text: string; size: number }, beside: { size: number }): boolean {
  return /^\p{L}$/u.test(letter.text.trim()) && letter.size >= INITIAL_SCALE * beside.size;
}

/** The blocks with each initial and the paragraph it begins made one block. */
export function withInitials(blocks: TextBlock[], rebuild: (lines: TextLine[]) => TextBlock): TextBlock[] {
  const merged = new Map<TextBlock, TextBlock>();
  const gone = new Set<TextBlock>();
  for (const cap of blocks) {
    const capLine = cap.lines[0];
    if (cap.lines.length !== 1 || !capLine) continue;
    const capRight = cap.x + cap.width;
    const capTop = capLine.baseline + 0.7 * capLine.size;
    // The paragraph whose first line starts just right of the letter, level with its top.
    const beside = blocks.find((block) => {
      const first = block.lines[0];
      return (
        block !== cap &&
        !gone.has(block) &&
        first !== undefined &&
        isInitial(capLine, first) &&
        first.x >= capRight - 0.5 * first.size &&
        first.x <= capRight + 3 * first.size &&
        first.baseline <= capTop + 0.3 * first.size &&
        first.baseline >= capTop - 1.5 * first.size
      );
    });
    const text = beside?.lines[0];
    if (!beside || !text) continue;
    const last = beside.lines[beside.lines.length - 1] as TextLine;
    const step = beside.lines.length > 1 ? beside.lineHeight * beside.size : 1.2 * text.size;
    // The rest of the paragraph: the block under it that starts back at the letter's left edge.
    const under = blocks.find((block) => {
      const first = block.lines[0];
      return (
        block.kind === 'paragraph' &&
        !gone.has(block) &&
        first !== undefined &&
        Math.abs(first.x - cap.x) < text.size &&
        Math.abs(last.baseline - first.baseline - step) < 0.3 * text.size
      );
    });
    const block = rebuild([...beside.lines, ...(under?.lines ?? [])]);
    const top = Math.max(block.y + block.height, capTop);
    const right = block.x + block.width;
    Object.assign(block, {
      text: `${capLine.text.trim()}${block.text}`,
      kind: 'paragraph',
      x: cap.x,
      width: right - cap.x,
      height: top - block.y,
      indent: 0,
      hang: 0,
      initial: {
        run: capLine.runs[0] as TextRun,
        lines: beside.lines.filter((line) => line.baseline > capLine.baseline - 0.3 * text.size).length,
        indent: text.x - cap.x,
        below: top - capLine.baseline,
      } satisfies Initial,
    });
    merged.set(beside, block);
    for (const used of [cap, beside, ...(under ? [under] : [])]) gone.add(used);
  }
  return blocks.flatMap((block) => {
    const replaced = merged.get(block);
    if (replaced) return [replaced];
    return gone.has(block) ? [] : [block];
  });
}

/** The translation's first letter, drawn as the initial, and the pieces after it. */
export function splitInitial<S>(pieces: Piece<S>[]): { letter?: Piece<S>; rest: Piece<S>[] } {
  const at = pieces.findIndex((piece) => piece.text.trim() !== '');
  const piece = pieces[at];
  const letter = piece && /^\s*(\p{L}\p{M}*)/u.exec(piece.text);
  if (!piece || !letter?.[1]) return { rest: pieces };
  const rest = [...pieces];
  rest[at] = { ...piece, text: piece.text.slice(letter[0].length) };
  return { letter: { text: letter[1], style: piece.style }, rest };
}
