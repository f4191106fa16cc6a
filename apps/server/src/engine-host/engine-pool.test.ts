import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { EngineLimitError, limitAppError } from './engine-limits.ts';
import { EnginePool, type EnginePoolOptions } from './engine-pool.ts';
import { EngineThread } from './engine-threads.ts';
import { engineReady, warmEngineThreadsAtBoot } from './engine-warm-up.ts';

// The pool's threads run a stand-in (engine-pool.fixture-thread.ts) told by the file name what to do.
const script = new URL('./engine-pool.fixture-thread.ts', import.meta.url);
const pools: EnginePool[] = [];
const threads: EngineThread[] = [];
function pool(options: Partial<EnginePoolOptions> = {}): EnginePool {
  const made = new EnginePool(
    {},
    { size: 1, perOwner: 1, memoryMb: 256, timeLimitSeconds: 30, script, ...options },
  );
  pools.push(made);
  return made;
}
afterEach(async () => {
  await Promise.all([...pools.splice(0), ...threads.splice(0)].map((p) => p.close()));
});
const bytes = new Uint8Array(1);

describe('engine pool', () => {
  it('stops a job past its time limit with EngineLimitError, and the next job gets a new thread', async () => {
    const stopped = await pool({ timeLimitSeconds: 0.5 })
      .analyze('ann', bytes, 'spin')
      .catch((error: unknown) => error);
    expect(stopped).toBeInstanceOf(EngineLimitError);
    expect(stopped).toMatchObject({ limit: 'time', amount: 0.5 });
    // The limit counts from the request, the thread's start included: the next one, unlimited here.
    const thread = new EngineThread({}, { script });
    threads.push(thread);
    await expect(thread.analyze(bytes, 'spin', { timeLimitSeconds: 0.5 })).rejects.toThrow(EngineLimitError);
    await expect(thread.analyze(bytes, 'ok')).resolves.toMatchObject({ words: 0 });
  });

  it('stops a thread whose heap outgrows its limit', async () => {
    const engine = pool({ memoryMb: 128 });
    await expect(engine.analyze('ann', bytes, 'heap')).rejects.toMatchObject({
      limit: 'memory',
      amount: 128,
    });
    await expect(engine.analyze('ann', bytes, 'ok')).resolves.toMatchObject({ words: 0 });
  });

  it('stops a thread whose buffers (outside the heap) outgrow its limit', async () => {
    const engine = pool({ memoryMb: 256 });
    await expect(engine.analyze('ann', bytes, 'buffers')).rejects.toMatchObject({ limit: 'memory' });
    await expect(engine.analyze('ann', bytes, 'ok')).resolves.toMatchObject({ words: 0 });
  });

  it('runs jobs in parallel, one owner at a time each: a second owner passes the first one’s waiting job', async () => {
    const engine = pool({ size: 2, perOwner: 1 });
    const order: string[] = [];
    const job = (owner: string, name: string, ms: number) =>
      engine.analyze(owner, bytes, `wait:${ms}`).then(() => order.push(name));
    await Promise.all([job('ann', 'ann-1', 1500), job('ann', 'ann-2', 10), job('bob', 'bob-1', 100)]);
    expect(order).toEqual(['bob-1', 'ann-1', 'ann-2']);
  });

  it('warms its threads up one after another when asked at boot, ready once all are', async () => {
    // The warm-up says when it is done in the log, as operators see it.
    let done: () => void = () => {};
    const logged = new Promise<void>((resolve) => (done = resolve));
    const log = pino({ level: 'info' }, { write: (line: string) => line.includes('warm-up done') && done() });
    warmEngineThreadsAtBoot({ pairs: [], log });
    try {
      pool({ size: 2 });
      expect(engineReady()).toBe(false);
      await logged;
      expect(engineReady()).toBe(true);
    } finally {
      warmEngineThreadsAtBoot(undefined);
    }
  });

  it('says why in the refusal the user sees', () => {
    expect(limitAppError(new EngineLimitError('memory', 2048))).toEqual(
      new AppError('invalid-argument', 'ENGINE_MEMORY_LIMIT', { megabytes: 2048 }),
    );
    expect(limitAppError(new EngineLimitError('time', 60)).details).toMatchObject({
      reason: 'ENGINE_TIME_LIMIT',
      seconds: 60,
    });
  });
});
