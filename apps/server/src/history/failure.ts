import type { Reason } from '@tolk/contract';
import { AppError } from '../errors.ts';

/**
 * Runs `work`; a failure that is not already a typed AppError (not-found, invalid-argument...)
 * becomes 'internal' with the reason whose message is the SPEC.md §8 one of the operation, the
 * original kept as cause.
 */
export async function orFail<T>(reason: Reason, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw Object.assign(new AppError('internal', reason), { cause: error });
  }
}
