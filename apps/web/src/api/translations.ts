import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { HISTORY_PAGE_SIZE, type FunctionInput, type Reason, type Translation } from '@tolk/contract';
import { i18n } from '../app/i18n/translator';
import { notifyError } from '../app/notifications/notify';
import { useAuth } from './authStore';
import { callable } from './callable';
import { API_BASE_URL } from './config';
import { applyTranslationChange, applyTranslationDeleted } from './documentCache';
import { documentKeys, type TranslationListParams, type TranslationPage } from './documentKeys';
import { errorMessage, reasonText } from './errors';
import { queryClient } from './queryClient';

/** `/api/files/<id>`: the owner's file (inline for PDFs and images, a download otherwise). */
export function fileUrl(fileId: string): string {
  return `${API_BASE_URL}/api/files/${encodeURIComponent(fileId)}`;
}

function fetchPage(params: TranslationListParams, cursor: string | null): Promise<TranslationPage> {
  const page = { pageSize: HISTORY_PAGE_SIZE, cursor };
  if (params.kind === 'folder')
    return callable.call('listTranslationsByFolder', { ...page, folderId: params.folderId });
  const { kind: _kind, ...filters } = params;
  return callable.call('listTranslationsFiltered', { ...page, ...filters });
}

/** A paged document list (20 a page, SPEC.md §9), kept current by live events. */
export function useTranslationList(params: TranslationListParams, enabled = true) {
  const { user } = useAuth();
  return useInfiniteQuery({
    queryKey: documentKeys.list(params),
    queryFn: ({ pageParam }) => fetchPage(params, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.nextCursor : undefined),
    enabled: enabled && user !== null,
  });
}

/** The loaded pages as one list; a live insert can repeat an item a later page brings too. */
export function flattenPages(pages: readonly TranslationPage[] | undefined): Translation[] {
  const seen = new Set<string>();
  const items: Translation[] = [];
  for (const page of pages ?? [])
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  return items;
}

export function useDocument(id: string | undefined) {
  return useQuery({
    queryKey: documentKeys.translation(id ?? ''),
    queryFn: () => callable.call('getTranslation', { translationId: id ?? '' }),
    enabled: Boolean(id),
  });
}

/** A mutation whose failures show SPEC.md §8's message (its reason's) unless the server says something better. */
function useDocumentMutation<V, R>(
  run: (variables: V) => Promise<R>,
  failure: Reason,
  onSuccess?: (result: R, variables: V) => void,
) {
  return useMutation({
    mutationFn: run,
    onSuccess,
    onError: (error) => notifyError(errorMessage(error, reasonText(failure))),
  });
}

const storeOne = (translation: Translation) => applyTranslationChange(queryClient, translation);

export function useRenameDocument() {
  return useDocumentMutation(
    (v: FunctionInput<'renameDocument'>) => callable.call('renameDocument', v),
    'UPDATE_FILENAME_FAILED',
    storeOne,
  );
}

export function useRetryTranslation() {
  return useDocumentMutation(
    (translationId: string) => callable.call('retryTranslation', { translationId }),
    'RETRY_TRANSLATION_FAILED',
    storeOne,
  );
}

export function useDeleteTranslation() {
  return useDocumentMutation(
    (translationId: string) => callable.call('deleteTranslation', { translationId }),
    'DELETE_TRANSLATION_FAILED',
    (_result, translationId) => applyTranslationDeleted(queryClient, translationId),
  );
}

export function useDeleteOriginalFiles() {
  return useDocumentMutation(
    (translationId: string) => callable.call('deleteOriginalFiles', { translationId }),
    'DELETE_ORIGINAL_FILES_FAILED',
    storeOne,
  );
}

export function useDuplicateDocument() {
  return useDocumentMutation(
    (v: FunctionInput<'duplicateDocument'>) => callable.call('duplicateDocument', v),
    'DUPLICATE_DOCUMENT_FAILED',
    storeOne,
  );
}

export function useDuplicateDocuments() {
  return useDocumentMutation(
    (v: FunctionInput<'duplicateDocuments'>) => callable.call('duplicateDocuments', v),
    'DUPLICATE_DOCUMENTS_FAILED',
    (result) => result.documents.forEach(storeOne),
  );
}

/** Moves in batches of 400 on the server; the lists catch up from the events it sends. */
export function useMoveDocuments() {
  return useMutation({
    mutationFn: (v: FunctionInput<'moveDocuments'>) => callable.call('moveDocuments', v),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: documentKeys.translations });
      void queryClient.invalidateQueries({ queryKey: documentKeys.folderCounts });
    },
    onError: (error) =>
      notifyError(
        i18n.t('history.move.failedBecause', {
          reason: errorMessage(error, error instanceof Error ? error.message : ''),
        }),
      ),
  });
}
