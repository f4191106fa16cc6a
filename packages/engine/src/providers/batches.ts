// Request-size limits and retries shared by the HTTP providers.
import { EngineError } from '../types.ts';

export interface BatchLimits {
  maxItems: number;
  maxChars: number;
}

/** Groups consecutive segments into batches within the limits (a single oversized segment goes alone). */
export function splitIntoBatches(segments: readonly string[], limits: BatchLimits): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let chars = 0;
  for (const segment of segments) {
    if (
      current.length > 0 &&
      (current.length >= limits.maxItems || chars + segment.length > limits.maxChars)
    ) {
      batches.push(current);
      current = [];
      chars = 0;
    }
    current.push(segment);
    chars += segment.length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted)
    throw new EngineError('timeout', 'The translation was cancelled.', { cause: signal.reason });
}

export interface RetryOptions {
  retries: number;
  /** First back-off delay; it doubles on every retry (with up to 25 % jitter). */
  baseDelayMs: number;
  signal?: AbortSignal;
}

/** Runs `attempt` again after a back-off while `isRetryable(error)` says the failure is transient. */
export async function withRetry<T>(
  attempt: () => Promise<T>,
  isRetryable: (error: unknown) => boolean,
  options: RetryOptions,
): Promise<T> {
  for (let tries = 0; ; tries++) {
    throwIfAborted(options.signal);
    try {
      return await attempt();
    } catch (error) {
      if (tries >= options.retries || !isRetryable(error)) throw error;
      const delay = options.baseDelayMs * 2 ** tries * (1 + Math.random() * 0.25);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * A provider's way of asking: `withRetry` with its back-off settings (4 retries from 500 ms unless
 * set), its final failure turned into an engine error.
 */
export function retrying(
  isRetryable: (error: unknown) => boolean,
  toEngineError: (error: unknown) => EngineError,
  settings: { retries?: number; retryDelayMs?: number },
): <T>(attempt: () => Promise<T>, signal?: AbortSignal) => Promise<T> {
  return (attempt, signal) =>
    withRetry(attempt, isRetryable, {
      retries: settings.retries ?? 4,
      baseDelayMs: settings.retryDelayMs ?? 500,
      signal,
    }).catch((error: unknown) => {
      throw toEngineError(error);
    });
}
