import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Folder, Glossary, Preferences, Translation, UserDocument } from '@tolk/contract';
import JSZip from 'jszip';
import type { BlobStore } from '../files/blob-store.ts';
import * as filesRepo from '../files/repo.ts';
import type { FilesDeps } from '../files/service.ts';
import * as foldersRepo from '../history/folders-repo.ts';
import { toFolder } from '../history/folder-view.ts';
import * as glossariesRepo from '../glossaries/repo.ts';
import { toGlossary } from '../glossaries/view.ts';
import { fileIdsOf } from '../history/copy.ts';
import { listHistory } from '../translations/history-repo.ts';
import { toTranslation } from '../translations/view.ts';
import { getProfile } from './profile.ts';
import { exportLayout } from './export-layout.ts';

/** The JSON at the top of the ZIP: profile, preferences, folders, glossaries and every translation record. */
export const EXPORT_DATA_FILE = 'tolk-account.json';

/** JSZip writes no ZIP64, so one archive holds a little under 4 GiB. */
export const MAX_EXPORT_BYTES = 4 * 1024 ** 3 - 64 * 1024 ** 2;

const EXPORTED_KINDS = ['original', 'translated', 'bilingual'] as const;
type ExportedKind = (typeof EXPORTED_KINDS)[number];

export interface AccountExportData {
  exportedAt: string;
  profile: Omit<UserDocument, 'preferences'>;
  preferences: Preferences;
  folders: (Folder & { path: string | null })[];
  glossaries: Glossary[];
  /** Each record with where its files are in the ZIP. */
  translations: (Translation & { exportedFiles: Partial<Record<ExportedKind, string>> })[];
}

export interface ExportPlan {
  data: AccountExportData;
  entries: { path: string; storageKey: string; date: Date }[];
  folders: string[];
  bytes: number;
}

/** What goes where: every document of History with its original, translation and bilingual file. */
export async function planExport(deps: FilesDeps, userId: string, now = new Date()): Promise<ExportPlan> {
  const { preferences, ...profile } = await getProfile(deps, userId);
  const history = await listHistory(deps.db, userId);
  const folderRows = await foldersRepo.allFolders(deps.db, userId);
  const stored = await filesRepo.findOwnedFiles(deps.db, userId, history.flatMap(fileIdsOf));
  const files = new Map(stored.map((row) => [row.id, row]));
  const layout = exportLayout(folderRows, [EXPORT_DATA_FILE]);
  const paths = layout.folders;
  const plan: ExportPlan = {
    data: {
      exportedAt: now.toISOString(),
      profile,
      preferences,
      folders: [],
      glossaries: (await glossariesRepo.listGlossaries(deps.db, userId)).map(toGlossary),
      translations: [],
    },
    entries: [],
    folders: [...paths.values()],
    bytes: 0,
  };
  plan.data.folders = folderRows.map((row) => ({ ...toFolder(row), path: paths.get(row.id) ?? null }));
  for (const row of history) {
    const folder = (row.folderId && paths.get(row.folderId)) || '';
    const exportedFiles: Partial<Record<ExportedKind, string>> = {};
    for (const kind of EXPORTED_KINDS) {
      const file = files.get(row[`${kind}FileId`] ?? '');
      if (!file) continue;
      const path = layout.file(folder, file.fileName);
      exportedFiles[kind] = path;
      plan.entries.push({ path, storageKey: file.storageKey, date: file.createdAt });
      plan.bytes += file.size;
    }
    plan.data.translations.push({ ...toTranslation(row), exportedFiles });
  }
  return plan;
}

/** A stored file read only when the ZIP gets to it, so a big account never opens every file at once. */
function readWhenNeeded(storage: BlobStore, key: string): Readable {
  return Readable.from(
    (async function* () {
      yield* await storage.read(key);
    })(),
    { objectMode: false },
  );
}

/**
 * Writes the ZIP to `target` as a stream: files are stored as they are (PDFs, images and office
 * files are compressed already), the JSON is deflated.
 */
export async function writeExportZip(storage: BlobStore, plan: ExportPlan, target: string): Promise<void> {
  const zip = new JSZip();
  zip.file(EXPORT_DATA_FILE, JSON.stringify(plan.data, null, 2), { compression: 'DEFLATE' });
  for (const folder of plan.folders) zip.folder(folder);
  for (const entry of plan.entries)
    zip.file(entry.path, readWhenNeeded(storage, entry.storageKey), {
      binary: true,
      date: entry.date,
      compression: 'STORE',
    });
  await pipeline(
    zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true, platform: 'UNIX' }),
    createWriteStream(target),
  );
}
