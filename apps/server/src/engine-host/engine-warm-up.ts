// Engine warm-up at boot (DESIGN.md "Scale out"): main.ts asks for it once, and from then on every
// engine thread the process creates starts at once and warms up in the background, without
// delaying listen. Set per process rather than passed to each thread because the worker's thread
// is created deep in startWorker; tests never ask for it, so their threads start on first use.
import type { Logger } from '../logger.ts';
import type { WarmRequest, WarmResult } from './engine-protocol.ts';

export interface BootWarmUp {
  /** Pairs whose local pipelines start at boot: TOLK_WARM_PAIRS, when Apertium is installed. */
  pairs: WarmRequest['pairs'];
  log: Logger;
}

let atBoot: BootWarmUp | undefined;
let warming = 0;

/** undefined turns it off again (tests). */
export function warmEngineThreadsAtBoot(plan: BootWarmUp | undefined): void {
  atBoot = plan;
}

export function bootWarmUp(): BootWarmUp | undefined {
  return atBoot;
}

/** For /api/health: false while an engine thread of this process is still warming up. */
export function engineReady(): boolean {
  return warming === 0;
}

/** Counts a warm-up until it settles; a failed one is logged and leaves the work to the first job. */
export function trackWarmUp(warmUp: Promise<WarmResult>, what: string, log: Logger): void {
  warming++;
  // Ready before the line is logged, so that whoever reads "done" finds /api/health ready.
  warmUp
    .finally(() => warming--)
    .then(
      ({ ms }) => log.info({ ms: Math.round(ms), what }, 'engine warm-up done'),
      (error: unknown) =>
        log.warn({ err: error, what }, 'engine warm-up failed; the first job starts the engine instead'),
    );
}
