import { randomBytes } from 'node:crypto';
import {
  SHARE_LINKS_PER_DOCUMENT,
  type ShareLink,
  type SharedDocument,
  type SharedFileKind,
} from '@tolk/contract';
import { AppError } from '../errors.ts';
import { findOwnedFiles, type FileRow } from '../files/repo.ts';
import type { FilesDeps } from '../files/service.ts';
import type { Input } from '../history/deps.ts';
import * as history from '../translations/history-repo.ts';
import { withUserLock } from '../db/user-lock.ts';
import * as repo from './repo.ts';
import { sharedFileIds, toShareLink, toSharedDocument } from './view.ts';

export interface SharingDeps extends FilesDeps {
  /** The public origin the links point at (config.baseUrl). */
  baseUrl: string;
  /** The clock links expire by; tests may move it. */
  now?: () => Date;
}

/** A user lists at most this many live links at once (the History marks and a document's dialog). */
const LIST_LIMIT = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const now = (deps: SharingDeps) => deps.now?.() ?? new Date();

/** 144 random bits, URL-safe: unguessable, and unrelated to the translation's id. */
export const newShareId = () => randomBytes(18).toString('base64url');

const expiryFrom = (at: Date, days: number | null) =>
  days === null ? null : new Date(at.getTime() + days * DAY_MS);

const linkNotFound = () => new AppError('not-found', 'SHARE_LINK_NOT_FOUND');
/** One answer for unknown, revoked, expired and deleted, so a visitor learns nothing from it. */
export const sharedNotFound = () => new AppError('not-found', 'SHARED_NOT_FOUND');

export async function createShareLink(
  deps: SharingDeps,
  userId: string,
  input: Input<'createShareLink'>,
): Promise<ShareLink> {
  const at = now(deps);
  // Under the user's lock, so parallel creates cannot pass the per-document limit together.
  const row = await withUserLock(deps.db, userId, 'share-links', async (tx) => {
    const translation = await history.findInHistory(tx, userId, input.translationId);
    if (!translation) throw new AppError('not-found', 'DOCUMENT_NOT_FOUND');
    if (translation.status !== 'completed' || !translation.translatedFileId)
      throw new AppError('aborted', 'SHARE_NOT_FINISHED');
    if ((await repo.countLiveLinks(tx, translation.id, at)) >= SHARE_LINKS_PER_DOCUMENT)
      throw new AppError('resource-exhausted', 'TOO_MANY_SHARE_LINKS', { limit: SHARE_LINKS_PER_DOCUMENT });
    return repo.insertLink(tx, {
      id: newShareId(),
      translationId: translation.id,
      userId,
      allowDownload: input.allowDownload,
      includeOriginal: input.includeOriginal,
      expiresAt: expiryFrom(at, input.expiresInDays),
      createdAt: at,
      updatedAt: at,
    });
  });
  return toShareLink(row, deps.baseUrl);
}

export async function listShareLinks(
  deps: SharingDeps,
  userId: string,
  translationId: string | undefined,
): Promise<{ links: ShareLink[] }> {
  // Another user's document answers like a missing one.
  if (translationId !== undefined && !(await history.findInHistory(deps.db, userId, translationId)))
    throw new AppError('not-found', 'DOCUMENT_NOT_FOUND');
  const rows = await repo.listLiveLinks(deps.db, userId, translationId, now(deps), LIST_LIMIT);
  return { links: rows.map((row) => toShareLink(row, deps.baseUrl)) };
}

export async function updateShareLink(
  deps: SharingDeps,
  userId: string,
  input: Input<'updateShareLink'>,
): Promise<ShareLink> {
  const at = now(deps);
  const patch: repo.ShareLinkPatch = {};
  if (input.allowDownload !== undefined) patch.allowDownload = input.allowDownload;
  if (input.includeOriginal !== undefined) patch.includeOriginal = input.includeOriginal;
  if (input.expiresInDays !== undefined) patch.expiresAt = expiryFrom(at, input.expiresInDays);
  const row = await repo.updateLiveLink(deps.db, userId, input.shareId, patch, at);
  if (!row) throw linkNotFound();
  return toShareLink(row, deps.baseUrl);
}

export async function revokeShareLink(
  deps: SharingDeps,
  userId: string,
  shareId: string,
): Promise<{ success: boolean }> {
  if (!(await repo.deleteLink(deps.db, userId, shareId))) throw linkNotFound();
  return { success: true };
}

/** A live link whose translation still has its translated file; otherwise the one not-found. */
async function liveShared(deps: SharingDeps, shareId: string) {
  const found = await repo.findLiveShared(deps.db, shareId, now(deps));
  if (!found?.translation.translatedFileId) throw sharedNotFound();
  return found;
}

/** What the public page shows: the document, its languages and the files the link lets anyone see. */
export async function getSharedDocument(deps: SharingDeps, shareId: string): Promise<SharedDocument> {
  const { link, translation } = await liveShared(deps, shareId);
  const ids = sharedFileIds(link, translation);
  const rows = await findOwnedFiles(deps.db, translation.userId, Object.values(ids));
  return toSharedDocument(link, translation, ids, rows);
}

/** One shared file, with whether the link allows saving it; a kind not shared is not found. */
export async function getSharedFile(
  deps: SharingDeps,
  shareId: string,
  kind: SharedFileKind,
): Promise<{ row: FileRow; allowDownload: boolean }> {
  const { link, translation } = await liveShared(deps, shareId);
  const fileId = sharedFileIds(link, translation)[kind];
  const [row] = fileId ? await findOwnedFiles(deps.db, translation.userId, [fileId]) : [];
  if (!row) throw sharedNotFound();
  return { row, allowDownload: link.allowDownload };
}
