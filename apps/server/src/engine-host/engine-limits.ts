import type { ResourceLimits, Worker } from 'node:worker_threads';
import { AppError } from '../errors.ts';

// What one engine thread may take (issue 32): a document that needs more memory or time than that
// is refused, and its thread is stopped and replaced, instead of the process growing to gigabytes or
// one document holding a slot for ever.

/** An engine thread stopped at its memory or time limit while it worked on this request. */
export class EngineLimitError extends Error {
  readonly limit: 'memory' | 'time';
  /** The limit that was passed: megabytes or seconds. */
  readonly amount: number;
  constructor(limit: 'memory' | 'time', amount: number) {
    super(
      limit === 'memory'
        ? `engine thread stopped: over its memory limit (${amount} MB)`
        : `engine thread stopped: over its time limit (${amount} s)`,
    );
    this.name = 'EngineLimitError';
    this.limit = limit;
    this.amount = amount;
  }
}

/** The refusal the user sees (the file is the problem, so invalid-argument), in their language. */
export function limitAppError(error: EngineLimitError): AppError {
  return error.limit === 'memory'
    ? new AppError('invalid-argument', 'ENGINE_MEMORY_LIMIT', { megabytes: error.amount })
    : new AppError('invalid-argument', 'ENGINE_TIME_LIMIT', { seconds: error.amount });
}

/**
 * V8's own limit on the thread's heap: past it the thread dies with ERR_WORKER_OUT_OF_MEMORY. The
 * young generation is kept small so the old one gets nearly all of the budget.
 */
export function resourceLimits(memoryMb: number): ResourceLimits {
  return { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: Math.min(64, memoryMb / 8) };
}

/** How often a busy thread's memory is looked at. */
const WATCH_MS = 250;

/**
 * Buffers (a stream inflated into a Uint8Array, decoded images) live outside V8's heap, where
 * resourceLimits does not reach: while the thread is `busy`, its heap and external memory are read
 * and `onOver` is called once when together they pass the budget. Returns a function that stops it.
 */
export function watchMemory(
  worker: Worker,
  memoryMb: number,
  busy: () => boolean,
  onOver: () => void,
): () => void {
  const budget = memoryMb * 1024 * 1024;
  let reading = false;
  const timer = setInterval(() => {
    if (reading || !busy()) return;
    reading = true;
    worker
      .getHeapStatistics()
      .then((stats) => {
        if (stats.used_heap_size + stats.external_memory > budget) {
          clearInterval(timer);
          onOver();
        }
      })
      .catch(() => clearInterval(timer)) // the thread has gone; its exit handler reports it
      .finally(() => (reading = false));
  }, WATCH_MS);
  timer.unref();
  return () => clearInterval(timer);
}
