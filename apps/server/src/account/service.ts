import type { PgBoss } from 'pg-boss';
import { AppError } from '../errors.ts';
import { ACCOUNT_EXPORT_JOB } from './jobs.ts';
import { sendJob } from '../jobs/define.ts';
import { setDisplayName } from '../users/repo.ts';
import type { QuotaDeps } from '../quota/service.ts';
import { getProfile } from './profile.ts';
import type { SignInAccounts } from './sign-in.ts';

/**
 * Keeps the user document's displayName in step with better-auth's user name (changed through
 * better-auth's update-user), and tells the user's clients the new profile.
 */
export async function syncDisplayName(deps: QuotaDeps, userId: string, name: string): Promise<void> {
  const displayName = name.trim() === '' ? null : name;
  if (!(await setDisplayName(deps.db, userId, displayName, new Date()))) return;
  await deps.bus.publish(userId, { type: 'profile', data: await getProfile(deps, userId) });
}

/** A first password for an account that has none (e-mail link, Google or Apple sign-in). */
export async function setFirstPassword(
  signIn: SignInAccounts,
  userId: string,
  newPassword: string,
): Promise<{ success: true }> {
  if (!(await signIn.setFirstPassword(userId, newPassword)))
    throw new AppError('aborted', 'PASSWORD_ALREADY_SET');
  return { success: true };
}

/** Queues the user's export; one already queued or running is not doubled (singletonKey). */
export async function requestAccountExport(boss: PgBoss, userId: string): Promise<{ status: 'preparing' }> {
  await sendJob(boss, ACCOUNT_EXPORT_JOB, { userId }, { singletonKey: userId });
  return { status: 'preparing' };
}
