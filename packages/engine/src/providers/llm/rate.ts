// Keeps a model server within its limits: at most `concurrency` requests at once and, when set,
// at most `tokensPerMinute` estimated tokens sent in any 60-second window.

export interface RateLimits {
  concurrency: number;
  tokensPerMinute?: number;
}

const WINDOW_MS = 60_000;

/** A rough token count for budgeting (about four characters a token for Latin scripts). */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

export function createRateGate(limits: RateLimits) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const spent: { at: number; tokens: number }[] = [];

  async function budget(tokens: number): Promise<void> {
    const limit = limits.tokensPerMinute;
    if (!limit) return;
    for (;;) {
      const now = Date.now();
      while (spent.length > 0 && (spent[0]?.at ?? 0) <= now - WINDOW_MS) spent.shift();
      const used = spent.reduce((sum, entry) => sum + entry.tokens, 0);
      // A request larger than the whole budget still goes, alone in its window.
      if (used === 0 || used + tokens <= limit) break;
      await new Promise((resolve) => setTimeout(resolve, (spent[0]?.at ?? now) + WINDOW_MS - now));
    }
    spent.push({ at: Date.now(), tokens });
  }

  return async function run<T>(tokens: number, task: () => Promise<T>): Promise<T> {
    if (running >= limits.concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      await budget(tokens);
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
