import type { PgBoss } from 'pg-boss';
import type { SessionUser } from '../callable.ts';
import { AppError } from '../errors.ts';
import { withDerivedKeys } from '../files/derived-keys.ts';
import * as filesRepo from '../files/repo.ts';
import { removeFileRows } from '../files/service.ts';
import * as foldersRepo from '../history/folders-repo.ts';
import { publishFolderDeleted, publishTranslationDeleted } from '../history/events.ts';
import { orFail } from '../history/failure.ts';
import * as history from '../translations/history-repo.ts';
import { deleteUserBillingEvents } from '../premium/billing-events-repo.ts';
import { deleteUserEntitlements } from '../premium/entitlements-repo.ts';
import { refundQuota } from '../quota/repo.ts';
import { deleteUserLinks } from '../sharing/repo.ts';
import type { UploadsDeps } from '../uploads/finish.ts';
import * as uploadsRepo from '../uploads/repo.ts';
import { deleteProfile } from '../users/repo.ts';
import { cancelUserJobs } from './cancel-jobs.ts';
import type { SignInAccounts } from './sign-in.ts';

export interface AccountDeps extends UploadsDeps {
  signIn: SignInAccounts;
  boss: PgBoss;
}

const TRANSLATION_BATCH = 500;
const FILE_BATCH = 100;

/** Jobs first: none of them may write a file of the account once its files are gone. */
async function cancelJobs(deps: AccountDeps, userId: string): Promise<void> {
  await cancelUserJobs(deps, userId);
}

/** The translations, camera ones too, in batches; held quota given back as a delete does. */
async function deleteTranslations(deps: AccountDeps, userId: string): Promise<void> {
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const rows = await history.listUserTranslations(tx, userId, TRANSLATION_BATCH);
      await history.deleteTranslations(
        tx,
        userId,
        rows.map((row) => row.id),
      );
      const pages = rows.reduce((sum, row) => sum + row.chargedPages, 0);
      const images = rows.reduce((sum, row) => sum + row.chargedImages, 0);
      await refundQuota(tx, userId, pages, images);
      return rows;
    });
    const shown = batch.filter((row) => row.inHistory).map((row) => row.id);
    await publishTranslationDeleted(deps.bus, userId, shown);
    if (batch.length < TRANSLATION_BATCH) return;
  }
}

/**
 * Every stored file (originals, outputs, exports) with what was derived from it (previews, the
 * views of share links). No translation refers to them any more, so unlike a single delete the
 * bytes go before their rows: a failure leaves rows the next attempt finds again, where rows
 * deleted first would lose track of bytes still stored.
 */
async function deleteFiles(deps: AccountDeps, userId: string): Promise<void> {
  for (;;) {
    const batch = await filesRepo.listUserFiles(deps.db, userId, FILE_BATCH);
    if (batch.length === 0) return;
    await Promise.all(
      batch.flatMap((file) => withDerivedKeys(file.storageKey)).map((key) => deps.storage.delete(key)),
    );
    await deps.db.transaction((tx) =>
      removeFileRows(
        tx,
        userId,
        batch.map((file) => file.id),
      ),
    );
  }
}

/** tus answers 404 for an upload whose data is already gone (finished or expired uploads). */
const uploadGone = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status_code?: unknown }).status_code === 404;

/** Upload sessions and the partial bytes tus still holds for them. */
async function deleteUploads(deps: AccountDeps, userId: string): Promise<void> {
  for (const sessionId of await uploadsRepo.listUserSessionIds(deps.db, userId)) {
    await deps.datastore.remove(sessionId).catch((error: unknown) => {
      if (!uploadGone(error)) throw error;
    });
  }
  await uploadsRepo.deleteUserSessions(deps.db, userId);
}

async function deleteFolders(deps: AccountDeps, userId: string): Promise<void> {
  const folders = await foldersRepo.allFolders(deps.db, userId);
  await foldersRepo.deleteFolders(
    deps.db,
    userId,
    folders.map((folder) => folder.id),
  );
  const shown = folders.filter((folder) => folder.deletedAt === null).map((folder) => folder.id);
  await publishFolderDeleted(deps.bus, userId, shown);
}

/** Most went with their translations (ON DELETE CASCADE); this removes any left. */
async function deleteShareLinks(deps: AccountDeps, userId: string): Promise<void> {
  await deleteUserLinks(deps.db, userId);
}

/** What the user bought, as recorded here; the store or Stripe is where a subscription is cancelled. */
async function deleteEntitlements(deps: AccountDeps, userId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await deleteUserEntitlements(tx, userId);
    await deleteUserBillingEvents(tx, userId);
  });
}

/** Signed out everywhere: each session's open event streams get session-ended and close. */
async function endSessions(deps: AccountDeps, userId: string): Promise<void> {
  await deps.signIn.endSessions(userId);
}

/** The user document: an export still running stores nothing from now on (storeExport). */
async function deleteUserDocument(deps: AccountDeps, userId: string): Promise<void> {
  await deleteProfile(deps.db, userId);
}

/** better-auth's user with its linked accounts: last, so a failed deletion can be signed into and asked again. */
async function deleteUser(deps: AccountDeps, userId: string): Promise<void> {
  await deps.signIn.deleteUser(userId);
}

/**
 * In this order, each step safe to run again: after a failure part-way, calling deleteAccount
 * again (signing in again first if the sessions were already ended) finishes the job.
 */
export const DELETE_ACCOUNT_STEPS = [
  ['jobs', cancelJobs],
  ['translations', deleteTranslations],
  ['files', deleteFiles],
  ['uploads', deleteUploads],
  ['folders', deleteFolders],
  ['share links', deleteShareLinks],
  ['entitlements', deleteEntitlements],
  ['sessions', endSessions],
  ['user document', deleteUserDocument],
  // An export that stored its ZIP before the user document went.
  ['late files', deleteFiles],
  ['user', deleteUser],
] as const;

/** Deletes the caller's account and everything in it, once they typed their e-mail to confirm. */
export async function deleteAccount(
  deps: AccountDeps,
  user: SessionUser,
  confirm: string,
): Promise<{ success: true }> {
  if (confirm !== user.email) throw new AppError('invalid-argument', 'CONFIRM_MISMATCH');
  await orFail('DELETE_ACCOUNT_FAILED', async () => {
    for (const [, step] of DELETE_ACCOUNT_STEPS) await step(deps, user.id);
  });
  return { success: true };
}
