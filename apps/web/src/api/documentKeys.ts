import type { FunctionOutput, LanguageCode, Translation, TRANSLATION_STATUSES } from '@tolk/contract';

export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];
export type TranslationPage = FunctionOutput<'listTranslationsByFolder'>;

/** A document list: one folder's documents, or the filtered search (folderId absent = every folder). */
export type TranslationListParams =
  | { kind: 'folder'; folderId: string | null }
  | {
      kind: 'filtered';
      folderId?: string | null;
      status?: TranslationStatus;
      langTo?: LanguageCode;
      search?: string;
      /** The search matches anywhere in the name, not only its start. */
      match?: 'contains';
    };

/**
 * Query keys of documents and folders (shared with the live event handler): one translation under
 * `['translation', id]`, every list under `['translations', ...]`, the folders under `['folders']`.
 */
export const documentKeys = {
  translation: (id: string) => ['translation', id] as const,
  translations: ['translations'] as const,
  live: ['translations', 'live'] as const,
  list: (params: TranslationListParams) => ['translations', 'list', params] as const,
  folders: ['folders'] as const,
  folderCounts: ['folderCounts'] as const,
  folderCountsOf: (ids: readonly string[]) => ['folderCounts', [...ids].sort()] as const,
};

/** Whether a translation belongs in a list, by the same rules the server filters with (SPEC.md §5, §7). */
export function matchesList(params: TranslationListParams, translation: Translation): boolean {
  if (params.kind === 'folder') return translation.folderId === params.folderId;
  if (params.folderId !== undefined && translation.folderId !== params.folderId) return false;
  if (params.status && translation.status !== params.status) return false;
  if (params.langTo && translation.langTo !== params.langTo) return false;
  const search = params.search?.trim().toLowerCase();
  if (
    search &&
    !(params.match === 'contains'
      ? translation.fileNameLower.includes(search)
      : translation.fileNameLower.startsWith(search))
  )
    return false;
  return true;
}

export function isListParams(value: unknown): value is TranslationListParams {
  if (typeof value !== 'object' || value === null) return false;
  const kind = (value as { kind?: unknown }).kind;
  return kind === 'folder' || kind === 'filtered';
}
