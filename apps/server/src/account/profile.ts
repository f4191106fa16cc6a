import type { UserDocument } from '@tolk/contract';
import { AppError } from '../errors.ts';
import { getQuota, type QuotaDeps } from '../quota/service.ts';
import * as repo from '../users/repo.ts';
import { readPreferences } from '../users/service.ts';

/** The user document of SPEC.md §3: the profile with this month's quota. */
export async function getProfile(deps: QuotaDeps, userId: string): Promise<UserDocument> {
  const authUser = await repo.findAuthUser(deps.db, userId);
  if (!authUser) throw new AppError('not-found', 'USER_NOT_FOUND');
  const quota = await getQuota(deps, userId, undefined);
  await repo.touchLastActive(deps.db, userId, new Date());
  const row = (await repo.findProfile(deps.db, userId)) as repo.ProfileRow;
  return {
    ...quota,
    uid: userId,
    email: authUser.email,
    displayName: row.displayName,
    photoURL: row.photoURL,
    provider: row.provider,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
    preferences: readPreferences(row),
  };
}
