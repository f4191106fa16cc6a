import { useMutation, useQuery } from '@tanstack/react-query';
import { FOLDER_COUNT_BATCH_SIZE, type Folder, type FunctionInput } from '@tolk/contract';
import { i18n } from '../app/i18n/translator';
import { notifyError } from '../app/notifications/notify';
import { useAuth } from './authStore';
import { callable } from './callable';
import { applyFolderChange } from './documentCache';
import { documentKeys, isListParams } from './documentKeys';
import { errorMessage, reasonText } from './errors';
import { queryClient } from './queryClient';

/** All of the user's folders (not deleted, by name); kept current by 'folder' events. */
export function useFolders() {
  const { user } = useAuth();
  return useQuery({
    queryKey: documentKeys.folders,
    queryFn: () => callable.call('listFolders', {}),
    enabled: user !== null,
  });
}

/** Counts asked for 10 folders a call (SPEC.md §9), the calls in parallel. */
export async function fetchFolderCounts(
  folderIds: readonly string[],
  count = (ids: string[]) => callable.call('countDocumentsByFolder', { folderIds: ids }),
): Promise<Record<string, number>> {
  const batches: string[][] = [];
  for (let i = 0; i < folderIds.length; i += FOLDER_COUNT_BATCH_SIZE)
    batches.push(folderIds.slice(i, i + FOLDER_COUNT_BATCH_SIZE));
  const results = await Promise.all(batches.map(count));
  return Object.assign({}, ...results.map((r) => r.counts)) as Record<string, number>;
}

export function useFolderCounts(folderIds: readonly string[]) {
  return useQuery({
    queryKey: documentKeys.folderCountsOf(folderIds),
    queryFn: () => fetchFolderCounts(folderIds),
    enabled: folderIds.length > 0,
    placeholderData: (previous) => previous,
  });
}

function useFolderMutation<V, R>(
  run: (v: V) => Promise<R>,
  failure: () => string,
  onSuccess?: (r: R) => void,
) {
  return useMutation({
    mutationFn: run,
    onSuccess,
    onError: (error) => notifyError(errorMessage(error, failure())),
  });
}

const storeFolder = (folder: Folder) => applyFolderChange(queryClient, folder);
/**
 * After a change the events may not fully describe (many folders and documents at once). Lists of
 * folders that are gone are left alone: asking for them again would only be refused.
 */
export function refreshAll(goneFolderIds: ReadonlySet<string> = new Set()): void {
  void queryClient.invalidateQueries({ queryKey: documentKeys.folders });
  void queryClient.invalidateQueries({ queryKey: documentKeys.folderCounts });
  void queryClient.invalidateQueries({
    queryKey: documentKeys.translations,
    predicate: (query) => {
      const params = query.queryKey[2];
      return !(
        isListParams(params) &&
        typeof params.folderId === 'string' &&
        goneFolderIds.has(params.folderId)
      );
    },
  });
}

export function useCreateFolder() {
  return useFolderMutation(
    (v: FunctionInput<'createFolder'>) => callable.call('createFolder', v),
    () => i18n.t('history.folders.createFailed'),
    storeFolder,
  );
}

export function useUpdateFolder() {
  return useFolderMutation(
    (v: FunctionInput<'updateFolder'>) => callable.call('updateFolder', v),
    () => i18n.t('history.folders.updateFailed'),
    storeFolder,
  );
}

export function useMoveFolder() {
  return useFolderMutation(
    (v: FunctionInput<'moveFolder'>) => callable.call('moveFolder', v),
    () => i18n.t('history.folders.moveFailed'),
    storeFolder,
  );
}

/** Soft delete (deletedAt) of an empty folder. */
export function useDeleteFolder() {
  return useFolderMutation(
    (folderId: string) => callable.call('deleteFolder', { folderId }),
    () => i18n.t('history.folders.deleteFailed'),
    storeFolder,
  );
}

export function useRecursiveDeleteFolder() {
  return useFolderMutation(
    (folderId: string) => callable.call('recursiveDeleteFolder', { folderId }),
    () => reasonText('RECURSIVE_DELETE_FOLDER_FAILED'),
  );
}

export function useDuplicateFolder() {
  return useFolderMutation(
    (v: FunctionInput<'duplicateFolder'>) => callable.call('duplicateFolder', v),
    () => reasonText('DUPLICATE_FOLDER_FAILED'),
    () => refreshAll(),
  );
}
