export interface FairTurnsOptions {
  /** Tasks running at once. */
  slots: number;
  /** Tasks of one owner running at once (all the slots by default). */
  perOwner?: number;
}

/**
 * At most `slots` tasks at once, and `perOwner` of one owner's; when a slot frees, the owners
 * waiting take turns (round-robin), so one owner's ten documents do not keep another's one
 * waiting behind all ten. An owner at its own limit lets the others pass.
 */
export function fairTurns({ slots, perOwner = slots }: FairTurnsOptions) {
  let running = 0;
  const runningOf = new Map<string, number>();
  /** Waiting owners in turn order, each with its tasks in call order. */
  const waiting = new Map<string, (() => void)[]>();

  const mayStart = (owner: string) => running < slots && (runningOf.get(owner) ?? 0) < perOwner;
  const begin = (owner: string) => {
    running++;
    runningOf.set(owner, (runningOf.get(owner) ?? 0) + 1);
  };
  const end = (owner: string) => {
    running--;
    const left = runningOf.get(owner)! - 1;
    if (left > 0) runningOf.set(owner, left);
    else runningOf.delete(owner);
  };
  // Whoever may start is started at once, so a waiting task always waits for a reason.
  const startWaiting = () => {
    for (const [owner, queue] of waiting) {
      if (!mayStart(owner)) continue;
      waiting.delete(owner);
      const start = queue.shift()!;
      if (queue.length > 0) waiting.set(owner, queue);
      begin(owner);
      start();
    }
  };

  return async function inTurn<T>(owner: string, task: () => Promise<T>): Promise<T> {
    if (mayStart(owner)) begin(owner);
    else
      await new Promise<void>((resolve) => {
        const queue = waiting.get(owner);
        if (queue) queue.push(resolve);
        else waiting.set(owner, [resolve]);
      });
    try {
      return await task();
    } finally {
      end(owner);
      startWaiting();
    }
  };
}
