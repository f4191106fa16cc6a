import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

const inThread = (nice: number) =>
  new Promise<{ thread: number; child: number }>((resolve, reject) => {
    const worker = new Worker(new URL('./thread-priority.fixture.ts', import.meta.url), {
      workerData: { nice },
    });
    worker.once('message', (message: { thread: number; child: number }) => {
      resolve(message);
      void worker.terminate();
    });
    worker.once('error', reject);
  });

describe.runIf(existsSync('/proc/thread-self'))('engine thread priority', () => {
  it('lowers the thread it runs in, and the processes that thread starts, not the server', async () => {
    const base = (await inThread(0)).thread;
    expect(await inThread(7)).toEqual({ thread: Math.max(base, 7), child: Math.max(base, 7) });
    expect((await inThread(0)).thread).toBe(base);
  });
});
