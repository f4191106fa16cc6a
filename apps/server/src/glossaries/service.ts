import { GLOSSARY_LIMITS, type Glossary, type GlossaryEntry } from '@tolk/contract';
import { GlossaryFileError, parseGlossaryFile, serializeGlossary } from '@tolk/engine';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { Input } from '../history/deps.ts';
import { withUserLock } from '../db/user-lock.ts';
import * as repo from './repo.ts';
import { toGlossary } from './view.ts';

export interface GlossariesDeps {
  db: Db;
}

const notFound = () => new AppError('not-found', 'GLOSSARY_NOT_FOUND');

/** A list without a pair keeps words as they are: its entries never carry a target. */
const entriesFor = (langFrom: string | null, entries: GlossaryEntry[]) =>
  langFrom === null ? entries.map((entry) => ({ ...entry, target: null })) : entries;

interface NewGlossary {
  name: string;
  langFrom: string | null;
  langTo: string | null;
  entries: GlossaryEntry[];
  isDefault: boolean;
}

export async function createGlossary(
  deps: GlossariesDeps,
  userId: string,
  input: NewGlossary,
): Promise<Glossary> {
  // Under the user's lock: parallel creates cannot pass the limit, nor make two defaults.
  const row = await withUserLock(deps.db, userId, 'glossaries', async (tx) => {
    if ((await repo.countGlossaries(tx, userId)) >= GLOSSARY_LIMITS.glossariesPerUser)
      throw new AppError('resource-exhausted', 'TOO_MANY_GLOSSARIES', {
        limit: GLOSSARY_LIMITS.glossariesPerUser,
      });
    const isDefault = input.isDefault && input.langFrom !== null;
    const stored = await repo.insertGlossary(tx, {
      userId,
      name: input.name,
      langFrom: input.langFrom,
      langTo: input.langTo,
      entries: entriesFor(input.langFrom, input.entries),
      isDefault: false,
    });
    return isDefault ? makeDefault(tx, userId, stored) : stored;
  });
  return toGlossary(row);
}

async function makeDefault(tx: Db, userId: string, row: repo.GlossaryRow): Promise<repo.GlossaryRow> {
  if (row.langFrom === null || row.langTo === null) return row;
  await repo.clearDefault(tx, userId, row.langFrom, row.langTo, row.id);
  return (await repo.updateGlossary(tx, userId, row.id, { isDefault: true }, row.updatedAt)) ?? row;
}

export async function listGlossaries(
  deps: GlossariesDeps,
  userId: string,
): Promise<{ glossaries: Glossary[] }> {
  return { glossaries: (await repo.listGlossaries(deps.db, userId)).map(toGlossary) };
}

export async function updateGlossary(
  deps: GlossariesDeps,
  userId: string,
  input: Input<'updateGlossary'>,
): Promise<Glossary> {
  const row = await withUserLock(deps.db, userId, 'glossaries', async (tx) => {
    const current = await repo.findGlossary(tx, userId, input.glossaryId);
    if (!current) throw notFound();
    const langFrom = input.langFrom === undefined ? current.langFrom : input.langFrom;
    const langTo = input.langTo === undefined ? current.langTo : input.langTo;
    const pairChanged = langFrom !== current.langFrom || langTo !== current.langTo;
    const isDefault = langFrom !== null && (input.isDefault ?? (current.isDefault && !pairChanged));
    const updated = await repo.updateGlossary(
      tx,
      userId,
      current.id,
      {
        ...(input.name !== undefined ? { name: input.name } : {}),
        langFrom,
        langTo,
        entries: entriesFor(langFrom, input.entries ?? current.entries),
        isDefault: false,
      },
      new Date(),
    );
    if (!updated) throw notFound();
    return isDefault ? makeDefault(tx, userId, updated) : updated;
  });
  return toGlossary(row);
}

export async function deleteGlossary(deps: GlossariesDeps, userId: string, glossaryId: string) {
  if (!(await repo.deleteGlossary(deps.db, userId, glossaryId))) throw notFound();
  return { success: true };
}

/** A file's entries, or the error the app shows with each bad line. */
function readFile(content: string): GlossaryEntry[] {
  try {
    return parseGlossaryFile(content).map(({ source, target }) => ({ source, target, caseSensitive: false }));
  } catch (error) {
    if (!(error instanceof GlossaryFileError)) throw error;
    const [first] = error.problems;
    throw new AppError('invalid-argument', 'GLOSSARY_FILE_INVALID', {
      count: error.problems.length,
      line: first?.line ?? 0,
      issues: error.problems.map(({ line, reason }) => ({
        path: `line ${line}`,
        message: reason,
        code: reason,
      })),
    });
  }
}

export async function importGlossary(
  deps: GlossariesDeps,
  userId: string,
  input: Input<'importGlossary'>,
): Promise<Glossary> {
  const entries = readFile(input.content);
  if (entries.length > GLOSSARY_LIMITS.entriesPerGlossary)
    throw new AppError('invalid-argument', 'INVALID_DATA', {
      detail: `A glossary can have at most ${GLOSSARY_LIMITS.entriesPerGlossary} entries`,
      issues: [],
    });
  if (input.glossaryId !== undefined)
    return updateGlossary(deps, userId, {
      glossaryId: input.glossaryId,
      entries,
      ...(input.name !== undefined ? { name: input.name } : {}),
    });
  return createGlossary(deps, userId, {
    name: input.name ?? 'Imported glossary',
    langFrom: input.langFrom ?? null,
    langTo: input.langTo ?? null,
    entries,
    isDefault: false,
  });
}

export async function exportGlossary(deps: GlossariesDeps, userId: string, input: Input<'exportGlossary'>) {
  const row = await repo.findGlossary(deps.db, userId, input.glossaryId);
  if (!row) throw notFound();
  const pair = row.langFrom && row.langTo ? ` ${row.langFrom}-${row.langTo}` : '';
  // The contract's names have no control characters; these are the ones file systems refuse.
  const safeName = row.name.replace(/[\\/:*?"<>|]/g, '_');
  return {
    fileName: `${safeName}${pair}.${input.format}`,
    contentType:
      input.format === 'csv' ? 'text/csv; charset=utf-8' : 'text/tab-separated-values; charset=utf-8',
    content: serializeGlossary(row.entries, input.format),
  };
}
