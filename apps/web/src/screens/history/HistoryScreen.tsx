import { useCallback, useEffect, useMemo, useState } from 'react';
import { Drawer, Stack } from '@mantine/core';
import type { Folder, Translation } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useParams } from 'react-router';
import { useFolderCounts, useFolders } from '../../api/folders';
import {
  flattenPages,
  useDuplicateDocument,
  useDuplicateDocuments,
  useRetryTranslation,
  useTranslationList,
} from '../../api/translations';
import { notifySuccess } from '../../app/notifications/notify';
import { DocumentPreview } from '../../components/preview/DocumentPreview';
import { Screen } from '../../components/Screen';
import { BulkBar } from './BulkBar';
import { DocumentDialogs, type DocumentDialog } from './DocumentDialogs';
import { DocumentList, ListSkeleton } from './DocumentList';
import type { DocumentAction } from './DocumentMenu';
import { FolderDialogs, type FolderDialog } from './FolderDialogs';
import type { FolderAction } from './FolderMenu';
import { FolderTree } from './FolderTree';
import { buildFolderTree, folderPath, folderPaths } from '../../lib/folderTree';
import { HistoryEmpty, type EmptyKind } from './HistoryEmpty';
import { HistoryFilters } from './HistoryFilters';
import { HistoryHeader } from './HistoryHeader';
import { clickRow, emptySelection, keepVisible, toggleAll } from './selection';
import { useDialogFocus, useDialogState } from '../../components/useDialogFocus';
import { usePreview } from './usePreview';
import { isFiltered, listParams, useHistoryFilters } from './useHistoryFilters';
import classes from './History.module.css';

const NO_FOLDERS: Folder[] = [];

/** /history/:folderId? — the folder tree, the folder's documents (or a search) and every action on them. */
export function HistoryScreen() {
  const { t } = useTranslation();
  const currentId = useParams().folderId ?? null;
  const foldersQuery = useFolders();
  const folders = foldersQuery.data?.folders ?? NO_FOLDERS;
  const tree = useMemo(
    () => (foldersQuery.data ? buildFolderTree(folders) : undefined),
    [foldersQuery.data, folders],
  );
  const folderIds = useMemo(() => folders.map((f) => f.id), [folders]);
  const counts = useFolderCounts(folderIds).data;
  const path = useMemo(() => folderPath(folders, currentId), [folders, currentId]);
  const paths = useMemo(() => folderPaths(folders), [folders]);
  const subfolders = useMemo(() => folders.filter((f) => f.parentId === currentId), [folders, currentId]);

  const { filters, setFilter, clear } = useHistoryFilters();
  const params = listParams(currentId, filters);
  const folderMissing = currentId !== null && foldersQuery.isSuccess && path.length === 0;
  // A folder deleted (here or elsewhere) is not asked for again: the server would refuse it.
  const list = useTranslationList(params, !folderMissing);
  const items = useMemo(() => flattenPages(list.data?.pages), [list.data]);
  const orderedIds = useMemo(() => items.map((i) => i.id), [items]);

  const [selection, setSelection] = useState(emptySelection);
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const focus = useDialogFocus();
  const { preview, setPreview, previewItem } = usePreview(items, focus);
  const [folderDialog, setFolderDialog] = useDialogState<FolderDialog>(focus);
  const [docDialog, setDocDialog] = useDialogState<DocumentDialog>(focus);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const retry = useRetryTranslation();
  const duplicate = useDuplicateDocument();
  const duplicateMany = useDuplicateDocuments();

  const listKey = JSON.stringify(params);
  useEffect(() => setSelection(emptySelection), [listKey]);
  useEffect(() => setSelection((s) => keepVisible(s, orderedIds)), [orderedIds]);

  const onSelect = useCallback(
    (id: string, shift: boolean) => setSelection((s) => clickRow(s, id, orderedIds, shift)),
    [orderedIds],
  );
  const onDocAction = useCallback(
    (translation: Translation, action: DocumentAction) => {
      if (action === 'preview') setPreview({ id: translation.id });
      else if (action === 'rename') setRenamingId(translation.id);
      else if (action === 'retry')
        retry.mutate(translation.id, { onSuccess: () => notifySuccess(t('history.doc.retried')) });
      else if (action === 'duplicate')
        duplicate.mutate(
          { documentId: translation.id },
          { onSuccess: (copy) => notifySuccess(t('history.doc.duplicated', { name: copy.fileName })) },
        );
      else if (action === 'move')
        setDocDialog({ type: 'move', ids: [translation.id], current: translation.folderId });
      else if (action === 'delete')
        setDocDialog({ type: 'delete', ids: [translation.id], name: translation.fileName });
      else if (action === 'share') setDocDialog({ type: 'share', translation });
      else setDocDialog({ type: 'deleteOriginals', translation });
    },
    [retry, duplicate, t, setPreview, setDocDialog],
  );
  const onFolderAction = useCallback(
    (action: FolderAction, folder: Folder) => {
      setDrawerOpen(false);
      setFolderDialog(
        action === 'create' ? { type: 'create', parentId: folder.id } : { type: action, folder },
      );
    },
    [setFolderDialog],
  );
  const onCreateFolder = () => {
    setDrawerOpen(false);
    setFolderDialog({ type: 'create', parentId: currentId });
  };

  const selectedIds = [...selection.ids];
  const filtered = isFiltered(filters);
  const empty: EmptyKind | null = folderMissing
    ? 'folderNotFound'
    : list.isError
      ? 'error'
      : list.isSuccess && items.length === 0
        ? filtered
          ? 'noResults'
          : currentId
            ? 'emptyFolder'
            : 'noDocuments'
        : null;

  const treeProps = { tree, counts, currentId, onAction: onFolderAction, onCreate: onCreateFolder };
  return (
    <Screen name="history" wide>
      <div className={classes.layout}>
        <aside className={classes.sidebar}>
          <FolderTree {...treeProps} />
        </aside>
        <Stack gap="md" className={classes.content}>
          <HistoryHeader
            path={path}
            subfolders={subfolders}
            onFolderAction={onFolderAction}
            onOpenFolders={() => setDrawerOpen(true)}
          />
          <HistoryFilters key={currentId ?? ''} filters={filters} onChange={setFilter} />
          {selection.ids.size > 0 && (
            <BulkBar
              count={selection.ids.size}
              busy={duplicateMany.isPending}
              onClear={() => setSelection(emptySelection)}
              onMove={() => setDocDialog({ type: 'move', ids: selectedIds, current: undefined })}
              onDelete={() => setDocDialog({ type: 'delete', ids: selectedIds })}
              onDuplicate={() =>
                duplicateMany.mutate(
                  { documentIds: selectedIds, destinationFolderId: currentId },
                  {
                    onSuccess: (result) => {
                      notifySuccess(t('history.bulk.duplicated', { count: result.documents.length }));
                      setSelection(emptySelection);
                    },
                  },
                )
              }
            />
          )}
          {empty ? (
            <HistoryEmpty kind={empty} onAction={empty === 'error' ? () => void list.refetch() : clear} />
          ) : list.isPending ? (
            <ListSkeleton />
          ) : (
            <DocumentList
              items={items}
              selection={selection}
              renamingId={renamingId}
              folderPaths={paths}
              currentId={currentId}
              hasMore={list.hasNextPage}
              loadingMore={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
              onSelect={onSelect}
              onToggleAll={() => setSelection((s) => toggleAll(s, orderedIds))}
              onAction={onDocAction}
              onRenameDone={() => setRenamingId(null)}
            />
          )}
        </Stack>
      </div>
      <Drawer
        opened={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        title={t('history.folders.title')}
        size="min(20rem, 85vw)"
        hiddenFrom="md"
      >
        <FolderTree {...treeProps} hideTitle onNavigate={() => setDrawerOpen(false)} />
      </Drawer>
      {folderDialog && (
        <FolderDialogs
          dialog={folderDialog}
          folders={folders}
          counts={counts}
          currentId={currentId}
          onClose={() => setFolderDialog(null)}
        />
      )}
      {docDialog && (
        <DocumentDialogs
          dialog={docDialog}
          folders={folders}
          onClose={() => setDocDialog(null)}
          onDone={() => setSelection(emptySelection)}
        />
      )}
      {previewItem && (
        <DocumentPreview translation={previewItem} page={preview?.page} onClose={() => setPreview(null)} />
      )}
    </Screen>
  );
}
