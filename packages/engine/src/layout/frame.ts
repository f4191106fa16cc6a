// The reader's frame of a page. A page with /Rotate is shown turned, so text that reads upright
// on screen runs up or down in PDF user space. Layout works in the reader's frame (text runs
// left to right, y up) and maps positions back to user space to draw.

import { applyToPoint, type Matrix } from '../formats/pdf/content/graphics-state.ts';

export type Rotation = 0 | 90 | 180 | 270;

export interface Frame {
  rotation: Rotation;
  /** User space → reader frame, as a PDF matrix. */
  matrix: Matrix;
  toReader(x: number, y: number): [number, number];
  toUser(x: number, y: number): [number, number];
}

const TO_READER: Record<Rotation, Matrix> = {
  0: [1, 0, 0, 1, 0, 0],
  90: [0, -1, 1, 0, 0, 0],
  180: [-1, 0, 0, -1, 0, 0],
  270: [0, 1, -1, 0, 0, 0],
};
const TO_USER: Record<Rotation, Matrix> = {
  0: [1, 0, 0, 1, 0, 0],
  90: [0, 1, -1, 0, 0, 0],
  180: [-1, 0, 0, -1, 0, 0],
  270: [0, -1, 1, 0, 0, 0],
};

export function normaliseRotation(degrees: number): Rotation {
  const value = (((Math.round(degrees / 90) * 90) % 360) + 360) % 360;
  return value as Rotation;
}

export function frameFor(degrees: number): Frame {
  const rotation = normaliseRotation(degrees);
  const matrix = TO_READER[rotation];
  const back = TO_USER[rotation];
  return {
    rotation,
    matrix,
    toReader: (x, y) => applyToPoint(matrix, x, y),
    toUser: (x, y) => applyToPoint(back, x, y),
  };
}

/** A user-space box (x0,y0,x1,y1) as a box in the reader's frame. */
export function readerBox(frame: Frame, box: { x0: number; y0: number; x1: number; y1: number }) {
  const [ax, ay] = frame.toReader(box.x0, box.y0);
  const [bx, by] = frame.toReader(box.x1, box.y1);
  return { x0: Math.min(ax, bx), y0: Math.min(ay, by), x1: Math.max(ax, bx), y1: Math.max(ay, by) };
}

/** A box in the reader's frame as a user-space box. */
export function userBox(frame: Frame, box: { x0: number; y0: number; x1: number; y1: number }) {
  const [ax, ay] = frame.toUser(box.x0, box.y0);
  const [bx, by] = frame.toUser(box.x1, box.y1);
  return { x0: Math.min(ax, bx), y0: Math.min(ay, by), x1: Math.max(ax, bx), y1: Math.max(ay, by) };
}
