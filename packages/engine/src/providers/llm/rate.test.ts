import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRateGate } from './rate.ts';

afterEach(() => vi.useRealTimers());

describe('rate gate', () => {
  it('runs at most `concurrency` tasks at once', async () => {
    const run = createRateGate({ concurrency: 2 });
    let running = 0;
    let most = 0;
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const tasks = [1, 2, 3, 4].map(() =>
      run(1, async () => {
        most = Math.max(most, ++running);
        await hold;
        running--;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(running).toBe(2);
    release();
    await Promise.all(tasks);
    expect(most).toBe(2);
  });

  it('holds a request that would pass the tokens per minute until the window frees', async () => {
    vi.useFakeTimers();
    const run = createRateGate({ concurrency: 4, tokensPerMinute: 100 });
    const started: number[] = [];
    const start = Date.now();
    const tasks = [80, 80].map((tokens) => run(tokens, async () => void started.push(Date.now() - start)));
    await vi.advanceTimersByTimeAsync(59_000);
    expect(started).toEqual([0]);
    await vi.advanceTimersByTimeAsync(2_000);
    await Promise.all(tasks);
    expect(started[1]).toBeGreaterThanOrEqual(60_000);
  });
});
