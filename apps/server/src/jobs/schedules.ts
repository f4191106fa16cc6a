import type { PgBoss } from 'pg-boss';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { JobDefinition } from './define.ts';

/** A cron expression for a period of whole minutes dividing an hour, or whole hours dividing a day. */
export function cronFor(seconds: number): string | undefined {
  if (seconds % 60 !== 0) return undefined;
  const minutes = seconds / 60;
  if (minutes < 60 && 60 % minutes === 0) return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
  const hours = minutes / 60;
  if (Number.isInteger(hours) && 24 % hours === 0) return hours === 1 ? '0 * * * *' : `0 */${hours} * * *`;
  return undefined;
}

/**
 * Makes each periodic job of `jobs` (the registry, compose/jobs.ts) run once per cluster per period, on whichever worker
 * takes it: a pg-boss schedule when the period fits cron. pg-boss's schedules have a one-minute
 * floor, so a shorter period (test set-ups sweep every second) is kept by each worker's clock
 * asking pg-boss for a throttled job instead: still one job per period slot for the whole cluster.
 * Returns how to stop those clocks.
 */
export async function startSchedules(
  boss: PgBoss,
  jobs: readonly JobDefinition[],
  config: Pick<Config, 'maintenance'>,
  log: Logger,
): Promise<() => void> {
  const clocks: NodeJS.Timeout[] = [];
  for (const definition of jobs) {
    if (!definition.everySeconds) continue;
    const seconds = definition.everySeconds(config);
    const cron = cronFor(seconds);
    if (cron) {
      await boss.schedule(definition.queue, cron);
      continue;
    }
    await boss.unschedule(definition.queue);
    const tick = () =>
      void boss
        .sendThrottled(definition.queue, null, null, seconds, definition.queue)
        .catch((error: unknown) => log.warn({ err: error }, `could not start ${definition.queue}`));
    tick();
    const clock = setInterval(tick, seconds * 1000);
    clock.unref();
    clocks.push(clock);
  }
  return () => clocks.forEach((clock) => clearInterval(clock));
}
