// How deep a document may nest: MAX_TREE_DEPTH (budgets.ts says why). A document nested deeper is
// refused over the 'nesting' budget before a recursive walk overflows the stack.
import type { EngineError } from '../types.ts';
import { MAX_TREE_DEPTH, overBudget } from './budgets.ts';

export { MAX_TREE_DEPTH };

/** The error for a document (or one of its parts) nested deeper than MAX_TREE_DEPTH. */
export function tooDeep(part?: string): EngineError {
  const where = part ? ` (${part})` : '';
  return overBudget('nesting', `The document is nested too deeply to be read${where}.`);
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
