import { CallableError } from './errors.ts';

/**
 * One call's time limit and cancellation. `signal` aborts the underlying fetch; `run` settles with
 * `deadline-exceeded` or `cancelled` as soon as either happens, even while the call is still
 * awaiting a token getter or a body that never arrives.
 */
export interface Deadline {
  readonly signal: AbortSignal;
  run<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T>;
}

const MAX_TIMER_MS = 2 ** 31 - 1;

export function createDeadline(timeoutMs: number, callerSignal?: AbortSignal): Deadline {
  const controller = new AbortController();
  let failure: CallableError | undefined;
  let rejectStop: ((error: CallableError) => void) | undefined;
  const stop = (error: CallableError): void => {
    if (failure) return;
    failure = error;
    controller.abort(error);
    rejectStop?.(error);
  };
  const onCallerAbort = (): void => stop(new CallableError('cancelled', 'cancelled'));

  return {
    signal: controller.signal,
    async run<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
      if (callerSignal?.aborted) throw new CallableError('cancelled', 'cancelled');
      const stopped = new Promise<never>((_, reject) => {
        rejectStop = reject;
      });
      // Infinity (or NaN) means no time limit; setTimeout would otherwise fire at once, as it does
      // past its 32-bit maximum, hence the clamp.
      const timer = Number.isFinite(timeoutMs)
        ? setTimeout(
            () => stop(new CallableError('deadline-exceeded', 'deadline-exceeded')),
            Math.min(timeoutMs, MAX_TIMER_MS),
          )
        : undefined;
      callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
      try {
        return await Promise.race([work(controller.signal), stopped]);
      } catch (error) {
        // A fetch aborted by us rejects with its own AbortError; report why we aborted instead.
        throw failure ?? error;
      } finally {
        clearTimeout(timer);
        callerSignal?.removeEventListener('abort', onCallerAbort);
        // Release the connection of a finished call (e.g. a stream whose final event came early).
        if (!failure) controller.abort();
      }
    },
  };
}
