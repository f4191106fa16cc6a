import { AppError } from '../errors.ts';
import type { Db } from '../db/client.ts';
import type { PlanLimits } from './limits.ts';
import { notEnoughStorage } from './messages.ts';
import * as repo from './repo.ts';
import { getQuota, type QuotaDeps } from './service.ts';
import { quotaShortfall } from './verdict.ts';

// The resource-exhausted errors of a refused reservation, each saying what is left.

/** The resource-exhausted refusal for a translation of `pages` pages (or one image), with its reason. */
export async function quotaRefusal(
  deps: QuotaDeps,
  userId: string,
  isImage: boolean,
  pages: number,
): Promise<AppError> {
  const shortfall = quotaShortfall(await getQuota(deps, userId, undefined), isImage, pages);
  return shortfall ?? new AppError('resource-exhausted', 'QUOTA_EXCEEDED');
}

const refusal = (needed: number, left: repo.StorageBooks | undefined) =>
  notEnoughStorage(needed, left?.used ?? 0, left?.quota ?? 0);

export async function storageRefusal(deps: QuotaDeps, userId: string, needed: number): Promise<AppError> {
  return refusal(needed, await repo.storageLeft(deps.db, deps.premiumLimits, userId));
}

/**
 * Refuses early, before any bytes are copied, when `needed` more bytes clearly do not fit; only
 * reserveStorageOrRefuse reserves them.
 */
export async function checkStorageFits(deps: QuotaDeps, userId: string, needed: number): Promise<void> {
  const left = await repo.storageLeft(deps.db, deps.premiumLimits, userId);
  if (needed > 0 && (!left || left.used + needed > left.quota)) throw refusal(needed, left);
}

/** In the caller's transaction: reserves `needed` bytes with one conditional update, or refuses. */
export async function reserveStorageOrRefuse(
  tx: Db,
  premium: PlanLimits,
  userId: string,
  needed: number,
): Promise<void> {
  if (needed > 0 && !(await repo.reserveStorage(tx, premium, userId, needed)))
    throw refusal(needed, await repo.storageLeft(tx, premium, userId));
}
