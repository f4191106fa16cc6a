// 100,000 documents of one user in a few SQL statements (INSERT ... SELECT generate_series), written
// through the server's drizzle tables so a renamed column breaks the bench at type-check time.
// Deterministic (hashes of the row number, no random()), so two runs list the same rows.
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../apps/server/src/db/client.ts';
import { files, folders, translations } from '../../apps/server/src/db/schema.ts';

/** Folders of very different sizes, in hundredths of a percent of the documents; the rest are in none. */
export const FOLDERS: [name: string, share: number][] = [
  ['Work', 2000],
  ['Invoices', 1200],
  ['Contracts', 1000],
  ['School', 800],
  ['Travel', 600],
  ['Recipes', 500],
  ['Health', 400],
  ['Taxes 2024', 300],
  ['Clients', 300],
  ['Manuals', 200],
  ['Letters', 195],
  ['Archive', 5],
];
const FOLDER_NAMES = FOLDERS.map(([name]) => name);
export const NAME_STEMS = [
  'Invoice',
  'Contract',
  'Report',
  'Meeting notes',
  'Thesis chapter',
  'Menu',
  'Lease agreement',
  'User manual',
  'Letter',
  'CV',
  'Brochure',
  'Slides',
  'Budget',
  'Recipe',
  'Receipt',
  'Passport scan',
  'Minutes',
  'Proposal',
  'Certificate',
  'Syllabus',
];
/** Formats weighted by repetition: PDFs and Word files most, photos and subtitles now and then. */
const FORMATS = [
  'pdf',
  'pdf',
  'pdf',
  'pdf',
  'pdf',
  'docx',
  'docx',
  'docx',
  'pptx',
  'xlsx',
  'txt',
  'txt',
  'md',
  'html',
  'odt',
  'srt',
  'epub',
  'png',
  'jpeg',
  'webp',
];
export const PAIRS = [
  ['en', 'es'],
  ['en', 'es'],
  ['en', 'fr'],
  ['en', 'de'],
  ['es', 'en'],
  ['fr', 'en'],
  ['de', 'en'],
  ['en', 'pt'],
  ['pt', 'en'],
  ['en', 'it'],
  ['ca', 'es'],
  ['es', 'ca'],
];

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
/** A stable pseudo-random 0..n-1 for row g and a salt (one per attribute, so attributes vary apart). */
const pick = (salt: string, n: number) => sql.raw(`mod(abs(hashtext(g::text || '${salt}')::bigint), ${n})`);
const oneOf = (values: string[], salt: string) =>
  sql`(${textArray(values)})[1 + ${pick(salt, values.length)}]`;

/** The folder id of row g, each folder taking its share of FOLDERS in turn. */
function folderOf(userId: string): SQL {
  let upTo = 0;
  const branches = FOLDERS.map(([, share], index) => {
    upTo += share;
    return sql`when ${pick('folder', 10_000)} < ${sql.raw(String(upTo))} then md5(${userId} || 'folder' || ${sql.raw(String(index))})::uuid::text`;
  });
  return sql`case ${sql.join(branches, sql` `)} end`;
}

/** INSERT INTO table (columns) SELECT expressions FROM source, each column beside its expression. */
function insertSelect(table: PgTable, pairs: [PgColumn, SQL | string][], source: SQL): SQL {
  const names = sql.join(
    pairs.map(([column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const values = sql.join(
    pairs.map(([, value]) => (typeof value === 'string' ? sql.raw(value) : value)),
    sql`, `,
  );
  return sql`insert into ${table} (${names}) select ${values} from ${source}`;
}

/** One row per document: what every later statement reads, so files and translations agree. */
function seedTable(userId: string, documents: number, unsavedCaptures: number): SQL {
  const total = documents + unsavedCaptures;
  return sql`create temp table seed on commit drop as
    select g, ${userId}::text as user_id,
      md5('translation' || g)::uuid::text as id,
      md5('original' || g)::uuid::text as original_id,
      md5('translated' || g)::uuid::text as translated_id,
      md5('bilingual' || g)::uuid::text as bilingual_id,
      md5('thumbnail' || g)::uuid::text as thumbnail_id,
      ${oneOf(NAME_STEMS, 'stem')} || ' ' || (2019 + ${pick('year', 7)}) || '-' || lpad((1 + ${pick('number', 999)})::text, 3, '0') as stem,
      case when g > ${documents} then 'jpeg' else ${oneOf(FORMATS, 'format')} end as format,
      ${oneOf(
        PAIRS.map((pair) => pair.join(':')),
        'pair',
      )} as pair,
      ${folderOf(userId)} as folder_id,
      case when g > ${documents} then 'completed'
        when g > ${documents - 3} then 'processing'
        when g > ${documents - 6} then 'queued'
        when ${pick('status', 100)} < 6 then 'failed'
        else 'completed' end as status,
      -- One document every 15 minutes or so over about three years, the newest a few minutes ago.
      now() - (${total} - g) * interval '15 minutes' - ${pick('jitter', 600_000_000)} * interval '1 microsecond' as created_at,
      1 + ${pick('pages', 40)} as pages,
      ${pick('bilingual', 3)} = 0 as bilingual,
      ${oneOf(['local', 'local', 'local', 'local', 'local', 'local', 'local', 'local', 'google', 'deepl'], 'provider')} as provider,
      -- Originals of documents older than about two years were removed by their storage time.
      g > ${Math.round(documents * 0.3)} as has_original,
      g > ${documents} as unsaved_capture
    from generate_series(1, ${total}) as g`;
}

const s = (column: string) => `seed.${column}`;
const isImage = `seed.format in ('png', 'jpeg', 'webp')`;
const extension = `case seed.format when 'jpeg' then 'jpg' else seed.format end`;
const fileName = `seed.stem || '.' || ${extension}`;
const completed = `seed.status = 'completed'`;

function fileRows(
  kind: 'original' | 'translated' | 'bilingual' | 'thumbnail',
  id: string,
  when: string,
): SQL {
  return insertSelect(
    files,
    [
      [files.id, s(id)],
      [files.userId, s('user_id')],
      [files.kind, sql`${kind}`],
      [files.storageKey, `'bench/' || ${s(id)}`],
      [files.fileName, kind === 'thumbnail' ? `seed.stem || '.webp'` : fileName],
      [files.contentType, kind === 'thumbnail' ? `'image/webp'` : `'application/octet-stream'`],
      [files.size, `1000 + seed.pages * 40000`],
      [files.sha256, `md5(${s(id)}) || md5(${s(id)} || 'x')`],
      [files.createdAt, `seed.created_at + interval '20 seconds'`],
    ],
    sql.raw(`seed where ${when}`),
  );
}

/** What OCR recognised on a photo: 8 to 31 lines with their translations. */
const blocks = `case when ${completed} and ${isImage} then jsonb_build_object('width', 1536, 'height', 2048, 'blocks',
    (select jsonb_agg(jsonb_build_object(
      'box', jsonb_build_object('x', 48, 'y', 64 * line, 'width', 1100, 'height', 52),
      'text', 'Opening hours: Monday to Friday, 9 am to 6 pm, line ' || line,
      'translation', 'Horario: de lunes a viernes, de 9 a 18 h, línea ' || line))
     from generate_series(1, 8 + mod(seed.g, 24)) as line)) end`;

const fidelity = `case when ${completed} then jsonb_build_object(
    'shrunk', case when mod(seed.g, 9) = 0 then jsonb_build_array(jsonb_build_object('page', 1, 'passages', 2)) else '[]'::jsonb end,
    'clipped', '[]'::jsonb,
    'protectedSpans', mod(seed.g, 5),
    'ocrPages', case when ${isImage} then '[1]'::jsonb else '[]'::jsonb end) end`;

function translationRows(): SQL {
  const t = translations;
  return insertSelect(
    t,
    [
      [t.id, s('id')],
      [t.userId, s('user_id')],
      [t.fileName, fileName],
      [t.fileNameLower, `lower(${fileName})`],
      [t.langFrom, `split_part(seed.pair, ':', 1)`],
      [t.langTo, `split_part(seed.pair, ':', 2)`],
      [t.languages, `string_to_array(seed.pair, ':')`],
      [t.folderId, `case when seed.unsaved_capture then null else seed.folder_id end`],
      [t.status, s('status')],
      [t.stage, `case seed.status when 'processing' then 'translating' end`],
      [t.progress, `case seed.status when 'completed' then 100 when 'processing' then 40 else 0 end`],
      [
        t.error,
        `case seed.status when 'failed' then 'The translation failed unexpectedly. Please try again.' end`,
      ],
      [t.errorDetails, `case seed.status when 'failed' then '{"reason":"TRANSLATION_FAILED"}'::jsonb end`],
      [t.format, s('format')],
      [t.pages, `case when ${isImage} then 1 else seed.pages end`],
      [t.isImage, isImage],
      [t.bilingual, s('bilingual')],
      [t.provider, s('provider')],
      [t.detectedLanguage, `split_part(seed.pair, ':', 1)`],
      [t.size, `1000 + seed.pages * 40000`],
      [t.uploadId, `md5('upload' || seed.g)`],
      [t.originalFileId, `case when seed.has_original then seed.original_id end`],
      [t.translatedFileId, `case when ${completed} then seed.translated_id end`],
      [t.bilingualFileId, `case when ${completed} and seed.bilingual then seed.bilingual_id end`],
      [t.thumbnailFileId, `case when ${completed} then seed.thumbnail_id end`],
      [t.chargedPages, `case when ${isImage} then 0 else seed.pages end`],
      [t.chargedImages, `case when ${isImage} then 1 else 0 end`],
      [t.attempt, `case when mod(seed.g, 50) = 0 then 1 else 0 end`],
      [
        t.origin,
        `case when ${isImage} and (seed.unsaved_capture or mod(seed.g, 2) = 0) then 'camera' else 'upload' end`,
      ],
      [t.inHistory, `not seed.unsaved_capture`],
      [t.blocks, blocks],
      [t.fidelity, fidelity],
      [t.createdAt, s('created_at')],
      [t.updatedAt, `seed.created_at + interval '20 seconds'`],
    ],
    sql.raw('seed'),
  );
}

function folderRows(userId: string): SQL {
  return insertSelect(
    folders,
    [
      [folders.id, sql`md5(${userId} || 'folder' || (n - 1))::uuid::text`],
      [folders.userId, sql`${userId}`],
      [folders.name, sql`(${textArray(FOLDER_NAMES)})[n]`],
      [folders.createdAt, `now() - interval '3 years'`],
    ],
    sql`generate_series(1, ${FOLDER_NAMES.length}) as n`,
  );
}

export interface Seeded {
  /** Folder ids by name. */
  folders: Map<string, string>;
}

/**
 * `documents` in the user's history over about three years, and a few camera translations not
 * saved to history (which every list leaves out).
 */
export async function seedHistory(db: Db, userId: string, documents: number): Promise<Seeded> {
  await db.transaction(async (tx) => {
    await tx.execute(folderRows(userId));
    await tx.execute(seedTable(userId, documents, 12));
    await tx.execute(fileRows('original', 'original_id', 'seed.has_original'));
    await tx.execute(fileRows('translated', 'translated_id', completed));
    await tx.execute(fileRows('bilingual', 'bilingual_id', `${completed} and seed.bilingual`));
    await tx.execute(fileRows('thumbnail', 'thumbnail_id', completed));
    await tx.execute(translationRows());
  });
  // What a database that grew to this size would have: planner statistics and a visibility map.
  await db.execute(sql`vacuum analyze ${folders}, ${files}, ${translations}`);
  const rows = await db
    .select({ id: folders.id, name: folders.name })
    .from(folders)
    .where(sql`${folders.userId} = ${userId}`);
  return { folders: new Map(rows.map((row) => [row.name, row.id])) };
}
