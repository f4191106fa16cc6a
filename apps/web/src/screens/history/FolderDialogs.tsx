import type { Folder } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../app/notifications/notify';
import {
  useCreateFolder,
  useDeleteFolder,
  useDuplicateFolder,
  useMoveFolder,
  refreshAll,
  useRecursiveDeleteFolder,
  useUpdateFolder,
} from '../../api/folders';
import { DeleteFolderModal } from './DeleteFolderModal';
import { DuplicateFolderModal } from './DuplicateFolderModal';
import { FolderFormModal } from './FolderFormModal';
import { subtreeIds } from '../../lib/folderTree';
import { MoveModal } from './MoveModal';

export type FolderDialog =
  | { type: 'create'; parentId: string | null }
  | { type: 'rename' | 'color' | 'move' | 'duplicate' | 'delete'; folder: Folder };

/** The dialog of one folder action, and the call it makes. */
export function FolderDialogs({
  dialog,
  folders,
  counts,
  currentId,
  onClose,
}: {
  dialog: FolderDialog;
  folders: readonly Folder[];
  counts: Record<string, number> | undefined;
  currentId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateFolder();
  const update = useUpdateFolder();
  const move = useMoveFolder();
  const duplicate = useDuplicateFolder();
  const softDelete = useDeleteFolder();
  const recursiveDelete = useRecursiveDeleteFolder();

  if (dialog.type === 'create')
    return (
      <FolderFormModal
        title={dialog.parentId ? t('history.folders.newSubfolder') : t('history.folders.new')}
        submitLabel={t('history.folders.create')}
        initial={{ name: '', color: null }}
        pending={create.isPending}
        onClose={onClose}
        onSubmit={({ name, color }) =>
          create.mutate(
            { name, color, parentId: dialog.parentId },
            {
              // The current folder stays open: the new one shows in the tree (and among the
              // subfolders here), and the next "New folder" goes where this one went.
              onSuccess: (folder) => {
                onClose();
                const parent = folders.find((f) => f.id === folder.parentId);
                notifySuccess(
                  parent
                    ? t('history.folders.createdIn', { name: folder.name, parent: parent.name })
                    : t('history.folders.created', { name: folder.name }),
                );
              },
            },
          )
        }
      />
    );
  const { folder } = dialog;
  if (dialog.type === 'rename' || dialog.type === 'color')
    return (
      <FolderFormModal
        title={dialog.type === 'rename' ? t('history.folders.rename') : t('history.folders.changeColor')}
        submitLabel={t('history.save')}
        initial={{ name: folder.name, color: folder.color }}
        showName={dialog.type === 'rename'}
        pending={update.isPending}
        onClose={onClose}
        onSubmit={({ name, color }) =>
          update.mutate(
            dialog.type === 'rename' ? { folderId: folder.id, name, color } : { folderId: folder.id, color },
            { onSuccess: onClose },
          )
        }
      />
    );
  if (dialog.type === 'move')
    return (
      <MoveModal
        title={t('history.folders.moveTitle', { name: folder.name })}
        folders={folders}
        exclude={subtreeIds(folders, folder.id)}
        current={folder.parentId}
        pending={move.isPending}
        onClose={onClose}
        onMove={(parentId) => move.mutate({ folderId: folder.id, parentId }, { onSuccess: onClose })}
      />
    );
  if (dialog.type === 'duplicate')
    return (
      <DuplicateFolderModal
        folder={folder}
        folders={folders}
        pending={duplicate.isPending}
        onClose={onClose}
        onSubmit={(input) =>
          duplicate.mutate(input, {
            onSuccess: (result) => {
              notifySuccess(
                t('history.duplicateFolder.done', {
                  name: result.folder.name,
                  folders: result.folderCount,
                  documents: result.documentCount,
                }),
              );
              onClose();
            },
          })
        }
      />
    );
  const subtree = subtreeIds(folders, folder.id);
  const documentCount = counts ? [...subtree].reduce((sum, id) => sum + (counts[id] ?? 0), 0) : undefined;
  return (
    <DeleteFolderModal
      folder={folder}
      subfolderCount={subtree.size - 1}
      documentCount={documentCount}
      pending={softDelete.isPending || recursiveDelete.isPending}
      onClose={onClose}
      onConfirm={(recursive) => {
        // Leave the deleted folder first, so its list is not fetched again (and refused) meanwhile.
        const done = async () => {
          onClose();
          if (currentId && subtree.has(currentId))
            await navigate(folder.parentId ? `/history/${folder.parentId}` : '/history');
          if (recursive) refreshAll(subtree);
        };
        const onSuccess = () => void done();
        if (recursive) recursiveDelete.mutate(folder.id, { onSuccess });
        else softDelete.mutate(folder.id, { onSuccess });
      }}
    />
  );
}
