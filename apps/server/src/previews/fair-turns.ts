/**
 * At most `slots` tasks at once; when a slot frees, the owners waiting take turns (round-robin),
 * so one owner's ten documents do not keep another's one waiting behind all ten.
 */
export function fairTurns(slots: number) {
  let running = 0;
  /** Waiting owners in turn order, each with its tasks in call order. */
  const waiting = new Map<string, (() => void)[]>();

  const next = () => {
    const [owner, queue] = waiting.entries().next().value ?? [];
    if (!owner || !queue) return;
    waiting.delete(owner);
    const start = queue.shift()!;
    if (queue.length > 0) waiting.set(owner, queue);
    start();
  };

  return async function inTurn<T>(owner: string, task: () => Promise<T>): Promise<T> {
    if (running >= slots || waiting.size > 0) {
      await new Promise<void>((resolve) => {
        const queue = waiting.get(owner);
        if (queue) queue.push(resolve);
        else waiting.set(owner, [resolve]);
      });
    }
    running++;
    try {
      return await task();
    } finally {
      running--;
      next();
    }
  };
}
