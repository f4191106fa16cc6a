import { randomBytes } from 'node:crypto';
import { FORMATS } from '@tolk/engine';
import type { FileKind } from '../db/schema.ts';
import * as filesRepo from '../files/repo.ts';
import { adjustStorage } from '../quota/repo.ts';
import { sha256, type FilesDeps } from '../files/service.ts';
import type { Db } from '../db/client.ts';
import type { TranslationRow } from './view.ts';
import type { TranslationResult } from '../engine-host/engine-protocol.ts';

export interface OutputFile {
  kind: Exclude<FileKind, 'original'>;
  key: string;
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

function typeOf(format: string): { extension: string; contentType: string } {
  const module = FORMATS.find((candidate) => candidate.id === format);
  return {
    extension: module?.extensions[0]?.replace(/^\./, '') ?? format,
    contentType: module?.mimeType ?? 'application/octet-stream',
  };
}

const stem = (fileName: string) => fileName.replace(/\.[^./\\]+$/, '') || fileName;

/**
 * The name a file of a translation goes by (a download's, the account export's), from the
 * translation's own name: a rename renames its files too (history/rename.ts).
 */
export function fileNameFor(
  kind: FileKind,
  translation: Pick<TranslationRow, 'fileName' | 'langTo'>,
  extension: string,
): string {
  const name = stem(translation.fileName);
  if (kind === 'translated') return `${name} (${translation.langTo}).${extension}`;
  if (kind === 'bilingual') return `${name} (bilingual ${translation.langTo}).${extension}`;
  if (kind === 'thumbnail') return `${name} (thumbnail).png`;
  // The original keeps its own type's extension, whatever the new name ends with.
  return extension ? `${name}.${extension}` : translation.fileName;
}

/** A stored name's extension, without its dot ('' when it has none). */
export const extensionOf = (fileName: string) => /\.([^./\\]+)$/.exec(fileName)?.[1] ?? '';

/**
 * The files a finished job keeps, under keys of this run's own. A run that dies or loses the race
 * to complete leaves its files unrecorded, and the orphan sweep removes them; had every run of an
 * attempt used the same keys, that sweep could delete a file a later run had just written again
 * (the fault suite saw it: rows whose files were gone).
 */
export function outputFiles(row: TranslationRow, result: TranslationResult): OutputFile[] {
  const { extension, contentType } = typeOf(result.format);
  const base = `${row.userId}/translations/${row.id}/${row.attempt}-${randomBytes(6).toString('hex')}`;
  const outputs: OutputFile[] = [
    {
      kind: 'translated',
      key: `${base}/translated.${extension}`,
      fileName: fileNameFor('translated', row, extension),
      contentType,
      bytes: result.output,
    },
  ];
  if (result.bilingual)
    outputs.push({
      kind: 'bilingual',
      key: `${base}/bilingual.${extension}`,
      fileName: fileNameFor('bilingual', row, extension),
      contentType,
      bytes: result.bilingual,
    });
  if (result.thumbnail)
    outputs.push({
      kind: 'thumbnail',
      key: `${base}/thumbnail.png`,
      fileName: fileNameFor('thumbnail', row, 'png'),
      contentType: 'image/png',
      bytes: result.thumbnail,
    });
  return outputs;
}

export async function writeOutputs(deps: FilesDeps, outputs: OutputFile[]): Promise<void> {
  for (const output of outputs)
    await deps.storage.put(output.key, output.bytes, output.bytes.byteLength, output.contentType);
}

/** Deletes written outputs no row records (the run lost its completion, or its translation is gone). */
export async function discardOutputs(deps: FilesDeps, outputs: OutputFile[]): Promise<void> {
  await Promise.all(outputs.map((output) => deps.storage.delete(output.key).catch(() => undefined)));
}

/** Rows for the written outputs, storageUsed raised by their size; ids by kind. */
export async function recordOutputs(
  tx: Db,
  userId: string,
  outputs: OutputFile[],
): Promise<Partial<Record<OutputFile['kind'], string>>> {
  const ids: Partial<Record<OutputFile['kind'], string>> = {};
  for (const output of outputs) {
    const row = await filesRepo.insertFile(tx, {
      userId,
      kind: output.kind,
      storageKey: output.key,
      fileName: output.fileName,
      contentType: output.contentType,
      size: output.bytes.byteLength,
      sha256: sha256(output.bytes),
    });
    ids[output.kind] = row.id;
  }
  await adjustStorage(
    tx,
    userId,
    outputs.reduce((sum, output) => sum + output.bytes.byteLength, 0),
  );
  return ids;
}
