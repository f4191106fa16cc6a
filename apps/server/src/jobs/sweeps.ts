import type { Logger } from '../logger.ts';

export interface Sweep {
  name: string;
  everySeconds: number;
  run(): Promise<void>;
}

/**
 * Runs each sweep now and then every `everySeconds`, one run at a time per sweep (a slow run is
 * not overtaken by the next); timers do not keep the process alive. Returns how to stop them.
 */
export function startSweeps(log: Logger, sweeps: Sweep[]): () => Promise<void> {
  const running: Promise<void>[] = [];
  const timers = sweeps.map((sweep, index) => {
    running[index] = Promise.resolve();
    const tick = () => {
      running[index] = (running[index] as Promise<void>)
        .then(() => sweep.run())
        .catch((error: unknown) => log.warn({ err: error }, `sweep failed: ${sweep.name}`));
    };
    tick();
    const timer = setInterval(tick, sweep.everySeconds * 1000);
    timer.unref();
    return timer;
  });
  return async () => {
    timers.forEach((timer) => clearInterval(timer));
    await Promise.all(running);
  };
}
