// Walks a content stream, records where each piece of text was shown (origin, size, colour, font)
// and writes the stream back without its text-showing operators. Everything else — paths,
// images, clipping, colours, inline images — is copied byte for byte.

import { ContentTokenizer, type Token } from './tokenizer.ts';
import { shownBytes } from './string-bytes.ts';
import { decorates } from './text-marks.ts';
import { GraphicsBoxes, type PaintedBox } from './graphics-boxes.ts';
import {
  applyToPoint,
  cloneState,
  colourFromOperands,
  colourSpaceComponents,
  IDENTITY,
  initialState,
  multiply,
  type GraphicsState,
  type Matrix,
  type Rgb,
} from './graphics-state.ts';

export interface ShownText {
  /** Origin of the first glyph in user space (after CTM). */
  x: number;
  y: number;
  /** Effective font size in user space. */
  size: number;
  colour: Rgb;
  /** Font resource name (e.g. F1) in the stream's resources. */
  fontResource: string;
  renderMode: number;
  /** Text drawn along a slanted or vertical baseline; kept as it is unless stripping everything. */
  rotated: boolean;
  /** True when the origin follows an earlier show without repositioning, so it is approximate. */
  continued: boolean;
  /** Which content stream (page or form) it came from, for font lookups. */
  scope: number;
  /** The character codes it shows, as its strings hold them. */
  codes: Uint8Array;
}

export interface StripHooks {
  /**
   * Called for `/Name Do`; the host interprets Form XObjects with the given CTM, and returns the box
   * of an image it paints.
   */
  onXObject?(name: string, ctm: Matrix, state: GraphicsState): PaintedBox | void;
}

export interface StripResult {
  /** The stream without its text (everything the options allow to strip). */
  bytes: Uint8Array;
  shows: ShownText[];
  removed: number;
  /** q operators left open at the end of the stream. */
  openSaves: number;
  /**
   * The stream with the given shows left in place (kept code stays in its own font and place) and
   * the `drop`ped paths taken out (a formula's rules, drawn again where the formula went).
   */
  rewrite(
    keep: ReadonlySet<ShownText>,
    drop?: ReadonlySet<PaintedBox>,
    shift?: ReadonlyMap<PaintedBox, number>,
  ): { bytes: Uint8Array; removed: number };
  /** The paths and images this stream paints that `rewrite` can move down. */
  shiftable: PaintedBox[];
}

interface Edit {
  start: number;
  end: number;
  text: string;
  /** The show this edit removes; undefined for edits always made. */
  show?: ShownText;
  /** The path (or image) this edit removes when it is dropped, or moves when it is shifted. */
  path?: PaintedBox;
  /** The CTM it was painted under, to move it in its own user space. */
  ctm?: Matrix;
}

/** `q … Q` around the operators with a translation that moves them `down` in the reader's frame. */
function shifted(operators: Uint8Array, ctm: Matrix, down: number): string {
  const [a, b, c, d] = ctm;
  const determinant = a * d - b * c || 1;
  // The user-space step the CTM maps to (0, -down).
  const tx = (c * down) / determinant;
  const ty = (-a * down) / determinant;
  return `q 1 0 0 1 ${tx.toFixed(4)} ${ty.toFixed(4)} cm\n${Buffer.from(operators).toString('latin1')}\nQ`;
}

const SHOW_OPERATORS = new Set(['Tj', 'TJ', "'", '"']);
const PATH_OPERATORS = new Set(['m', 'l', 'c', 'v', 'y', 're', 'h']);

/** Turned or upside down; a glyph mirrored left to right (the XeTeX logo's E) still reads along the line. */
function isRotated(m: Matrix): boolean {
  return (
    Math.abs(m[1]) > 1e-3 * Math.abs(m[0]) ||
    Math.abs(m[2]) > 1e-3 * Math.abs(m[3]) ||
    m[0] === 0 ||
    m[3] <= 0
  );
}

export function stripText(
  bytes: Uint8Array,
  options: { stripAll: boolean; ctm?: Matrix; scope?: number; hooks?: StripHooks; graphics?: GraphicsBoxes },
): StripResult {
  const tokenizer = new ContentTokenizer(bytes);
  const graphics = options.graphics ?? new GraphicsBoxes();
  const shows: ShownText[] = [];
  /** Where the path being built began (its first operand), and whether it became a clip. */
  let path: { start: number; clips: boolean } | undefined;
  const stack: GraphicsState[] = [];
  let state = initialState(options.ctm ?? IDENTITY);
  let textMatrix: Matrix = IDENTITY;
  let lineMatrix: Matrix = IDENTITY;
  let positioned = true;
  const edits: Edit[] = [];
  let operands: Token[] = [];
  const numbers = () => operands.filter((token) => token.kind === 'number').map((token) => token.value ?? 0);

  const moveLine = (tx: number, ty: number) => {
    lineMatrix = multiply([1, 0, 0, 1, tx, ty], lineMatrix);
    textMatrix = lineMatrix;
    positioned = true;
  };
  const replace = (start: number, end: number, text: string, show?: ShownText) =>
    edits.push({ start, end, text, show });

  for (let token = tokenizer.next(); token; token = tokenizer.next()) {
    if (token.kind !== 'op') {
      if (token.kind !== 'inline-image') operands.push(token);
      else {
        graphics.image(state.ctm);
        operands = [];
      }
      continue;
    }
    const op = token.text;
    const args = numbers();
    if (PATH_OPERATORS.has(op)) path ??= { start: operands[0]?.start ?? token.start, clips: false };
    if (op === 'W' || op === 'W*') path = path && { ...path, clips: true };
    const painted = graphics.operator(op, args, state.ctm);
    if (painted) painted.colour = [...state.fill];
    if (painted && path && !path.clips && decorates(shows.at(-1), painted)) {
      graphics.forget(painted);
      replace(path.start, token.end, '', shows.at(-1));
    } else if (painted && path && !path.clips)
      edits.push({ start: path.start, end: token.end, text: '', path: painted, ctm: state.ctm });
    if (painted || op === 'n') path = undefined;
    switch (op) {
      case 'q':
        stack.push(cloneState(state));
        break;
      case 'Q': {
        const saved = stack.pop();
        if (saved) state = saved;
        else {
          // An unmatched Q would pop the q the page wrapper adds around this stream.
          replace(token.start, token.end, '');
        }
        break;
      }
      case 'cm':
        if (args.length === 6) state.ctm = multiply(args as Matrix, state.ctm);
        break;
      case 'g':
      case 'rg':
      case 'k':
      case 'sc':
      case 'scn': {
        if (operands.some((operand) => operand.kind === 'name')) break;
        const colour = colourFromOperands(args);
        if (colour) state.fill = colour;
        break;
      }
      case 'cs':
        state.fillComponents = colourSpaceComponents(operands[0]?.text ?? '');
        state.fill = [0, 0, 0];
        break;
      case 'BT':
        textMatrix = IDENTITY;
        lineMatrix = IDENTITY;
        positioned = true;
        break;
      case 'Tf':
        state.font = operands[0]?.text ?? state.font;
        state.fontSize = args[0] ?? state.fontSize;
        break;
      case 'TL':
        state.leading = args[0] ?? state.leading;
        break;
      case 'Tr':
        state.renderMode = args[0] ?? 0;
        break;
      case 'Ts':
        state.rise = args[0] ?? 0;
        break;
      case 'Tz':
        state.horizontalScale = (args[0] ?? 100) / 100;
        break;
      case 'Td':
        moveLine(args[0] ?? 0, args[1] ?? 0);
        break;
      case 'TD':
        state.leading = -(args[1] ?? 0);
        moveLine(args[0] ?? 0, args[1] ?? 0);
        break;
      case 'Tm':
        if (args.length === 6) {
          lineMatrix = args as Matrix;
          textMatrix = lineMatrix;
          positioned = true;
        }
        break;
      case 'T*':
        moveLine(0, -state.leading);
        break;
      case 'Do': {
        const image = options.hooks?.onXObject?.(operands[0]?.text ?? '', state.ctm, state);
        if (image)
          edits.push({
            start: operands[0]?.start ?? token.start,
            end: token.end,
            text: '',
            path: image,
            ctm: state.ctm,
          });
        break;
      }
    }
    if (SHOW_OPERATORS.has(op)) {
      if (op === "'" || op === '"') moveLine(0, -state.leading);
      const rendering = multiply(
        [state.fontSize * state.horizontalScale, 0, 0, state.fontSize, 0, state.rise],
        multiply(textMatrix, state.ctm),
      );
      const [x, y] = applyToPoint(rendering, 0, 0);
      // Orientation comes from the text matrix and CTM; a zero or missing font size says nothing about it.
      const rotated = isRotated(multiply(textMatrix, state.ctm));
      const size = Math.hypot(rendering[2], rendering[3]);
      const show: ShownText = {
        x,
        y,
        size,
        colour: [...state.fill],
        fontResource: state.font,
        renderMode: state.renderMode,
        rotated,
        continued: !positioned,
        scope: options.scope ?? 0,
        codes: shownBytes(bytes, operands),
      };
      shows.push(show);
      positioned = false;
      if (options.stripAll || !rotated) {
        const start = operands[0]?.start ?? token.start;
        if (op === "'") replace(start, token.end, 'T*', show);
        else if (op === '"')
          replace(start, token.end, `${operands[0]?.text ?? 0} Tw ${operands[1]?.text ?? 0} Tc T*`, show);
        else replace(start, token.end, '', show);
      }
    }
    operands = [];
  }
  const rewrite = (
    keep: ReadonlySet<ShownText>,
    drop: ReadonlySet<PaintedBox> = new Set(),
    shift: ReadonlyMap<PaintedBox, number> = new Map(),
  ) => {
    const applied = edits.filter((edit) =>
      edit.path ? drop.has(edit.path) || shift.has(edit.path) : !edit.show || !keep.has(edit.show),
    );
    if (applied.length === 0) return { bytes, removed: 0 };
    const pieces: Uint8Array[] = [];
    let copiedUpTo = 0;
    for (const edit of applied) {
      const down = edit.path && !drop.has(edit.path) ? shift.get(edit.path) : undefined;
      const text =
        down === undefined
          ? edit.text
          : shifted(bytes.subarray(edit.start, edit.end), edit.ctm ?? IDENTITY, down);
      pieces.push(bytes.subarray(copiedUpTo, edit.start), Buffer.from(text, 'latin1'));
      copiedUpTo = edit.end;
    }
    pieces.push(bytes.subarray(copiedUpTo));
    return { bytes: Buffer.concat(pieces), removed: applied.length };
  };
  const all = rewrite(new Set());
  const shiftable = edits.flatMap((edit) => (edit.path ? [edit.path] : []));
  return { ...all, shows, openSaves: stack.length, rewrite, shiftable };
}
