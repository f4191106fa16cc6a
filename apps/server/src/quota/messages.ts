import { megabytes } from '@tolk/contract';
import { AppError } from '../errors.ts';

// Refused quota as resource-exhausted errors, each saying what is needed and left (SPEC.md gives
// no words for these cases).

export const notEnoughPages = (needed: number, left: number, limit: number) =>
  new AppError('resource-exhausted', 'NOT_ENOUGH_PAGES', { needed, left, limit });

export const noImageTranslationsLeft = (limit: number) =>
  new AppError('resource-exhausted', 'NO_IMAGE_TRANSLATIONS_LEFT', { limit });

/** A refused write: how much is needed and how much of the quota is left, in megabytes. */
export const notEnoughStorage = (needed: number, used: number, quota: number) =>
  new AppError('resource-exhausted', 'NOT_ENOUGH_STORAGE', {
    neededMb: megabytes(needed),
    leftMb: megabytes(Math.max(0, quota - used)),
    quotaMb: megabytes(quota),
  });
