// How deep a document may nest. The engine and its libraries walk document trees recursively
// (HTML and XML elements, PDF content-stream arrays, pdf-lib's page tree), so a hostile file nested
// tens of thousands deep would overflow the stack: an unexpected failure instead of a clear answer.
// Real documents stay far below the limit (browsers stop nesting HTML elements at 512). The
// hungriest walk (one HTML inline run) still ran at twice the limit on a main thread's stack; the
// server's engine threads have four times that stack.
import { EngineError } from '../types.ts';

export const MAX_TREE_DEPTH = 1000;

/** The error for a document (or one of its parts) nested deeper than MAX_TREE_DEPTH. */
export function tooDeep(part?: string): EngineError {
  const where = part ? ` (${part})` : '';
  return new EngineError('corrupt-file', `The document is nested too deeply to be read${where}.`);
}

/**
 * Throws `tooDeep` when some node lies more than MAX_TREE_DEPTH levels below `root`. Iterative, so
 * it cannot overflow itself; run it before a recursive walk of the same tree.
 */
export function checkTreeDepth<T>(root: T, children: (node: T) => readonly T[] | undefined): void {
  const pending: [T, number][] = [[root, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (depth > MAX_TREE_DEPTH) throw tooDeep();
    for (const child of children(node) ?? []) pending.push([child, depth + 1]);
  }
}
