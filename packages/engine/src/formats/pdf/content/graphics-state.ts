// The slice of PDF graphics and text state the rewriter needs to know where and how text was drawn.

export type Matrix = [number, number, number, number, number, number];
export type Rgb = [number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m1 × m2: apply m1, then m2 (PDF's row-vector convention). */
export function multiply(m1: Matrix, m2: Matrix): Matrix {
  const [a1, b1, c1, d1, e1, f1] = m1;
  const [a2, b2, c2, d2, e2, f2] = m2;
  return [
    a1 * a2 + b1 * c2,
    a1 * b2 + b1 * d2,
    c1 * a2 + d1 * c2,
    c1 * b2 + d1 * d2,
    e1 * a2 + f1 * c2 + e2,
    e1 * b2 + f1 * d2 + f2,
  ];
}

export function applyToPoint(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

export interface GraphicsState {
  ctm: Matrix;
  fill: Rgb;
  fillComponents: number;
  font: string;
  fontSize: number;
  renderMode: number;
  leading: number;
  rise: number;
  horizontalScale: number;
}

export function initialState(ctm: Matrix = IDENTITY): GraphicsState {
  return {
    ctm,
    fill: [0, 0, 0],
    fillComponents: 1,
    font: '',
    fontSize: 0,
    renderMode: 0,
    leading: 0,
    rise: 0,
    horizontalScale: 1,
  };
}

export function cloneState(state: GraphicsState): GraphicsState {
  return { ...state, ctm: [...state.ctm], fill: [...state.fill] };
}

/** Fill colour from the operands of g / rg / k / sc / scn (pattern names are ignored). */
export function colourFromOperands(values: number[]): Rgb | undefined {
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  if (values.length === 1) {
    const grey = clamp(values[0] ?? 0);
    return [grey, grey, grey];
  }
  if (values.length === 3) return [clamp(values[0] ?? 0), clamp(values[1] ?? 0), clamp(values[2] ?? 0)];
  if (values.length === 4) {
    const [c = 0, m = 0, y = 0, k = 0] = values.map(clamp);
    return [(1 - c) * (1 - k), (1 - m) * (1 - k), (1 - y) * (1 - k)];
  }
  return undefined;
}

export function colourSpaceComponents(name: string): number {
  if (name === 'DeviceGray' || name === 'CalGray' || name === 'G') return 1;
  if (name === 'DeviceCMYK' || name === 'CMYK') return 4;
  return 3;
}
