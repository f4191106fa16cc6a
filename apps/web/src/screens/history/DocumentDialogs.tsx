import { useState } from 'react';
import type { Folder, Translation } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { notifyError, notifySuccess } from '../../app/notifications/notify';
import { callable } from '../../api/callable';
import { applyTranslationDeleted } from '../../api/documentCache';
import { errorMessage, reasonText } from '../../api/errors';
import { queryClient } from '../../api/queryClient';
import { useDeleteOriginalFiles, useMoveDocuments } from '../../api/translations';
import { ConfirmModal } from '../../components/ConfirmModal';
import { MoveModal } from './MoveModal';
import { ShareDialog } from './share/ShareDialog';

export type DocumentDialog =
  | { type: 'move'; ids: string[]; current: string | null | undefined }
  | { type: 'delete'; ids: string[]; name?: string }
  | { type: 'deleteOriginals'; translation: Translation }
  | { type: 'share'; translation: Translation };

/** Deletes one by one (deleteTranslation), a few at a time; returns how many failed. */
async function deleteAll(ids: readonly string[]): Promise<number> {
  let failed = 0;
  const queue = [...ids];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      try {
        await callable.call('deleteTranslation', { translationId: id });
        applyTranslationDeleted(queryClient, id);
      } catch (error) {
        failed += 1;
        if (failed === 1) notifyError(errorMessage(error, reasonText('DELETE_TRANSLATION_FAILED')));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, ids.length) }, worker));
  return failed;
}

export function DocumentDialogs({
  dialog,
  folders,
  onClose,
  onDone,
}: {
  dialog: DocumentDialog;
  folders: readonly Folder[];
  onClose: () => void;
  /** After a move or delete went through: the ticks are cleared. */
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const move = useMoveDocuments();
  const deleteOriginals = useDeleteOriginalFiles();
  const [deleting, setDeleting] = useState(false);

  if (dialog.type === 'move')
    return (
      <MoveModal
        title={t('history.move.title', { count: dialog.ids.length })}
        folders={folders}
        current={dialog.current}
        pending={move.isPending}
        onClose={onClose}
        onMove={(folderId) =>
          move.mutate(
            { documentIds: dialog.ids, folderId },
            {
              onSuccess: (result) => {
                // The server's per-document errors are English: the UI says how many stayed.
                const notMoved = new Set(dialog.ids).size - result.movedCount;
                if (result.errors.length > 0)
                  notifyError(t('history.move.failed', { count: Math.max(1, notMoved) }));
                if (result.movedCount > 0)
                  notifySuccess(t('history.move.done', { count: result.movedCount }));
                onDone();
                onClose();
              },
            },
          )
        }
      />
    );
  if (dialog.type === 'delete')
    return (
      <ConfirmModal
        title={t('history.delete.title', { count: dialog.ids.length })}
        message={
          dialog.name
            ? t('history.delete.one', { name: dialog.name })
            : t('history.delete.many', { count: dialog.ids.length })
        }
        confirmLabel={t('history.delete.confirm')}
        pending={deleting}
        onClose={onClose}
        onConfirm={() => {
          setDeleting(true);
          void deleteAll(dialog.ids).then((failed) => {
            setDeleting(false);
            const deleted = dialog.ids.length - failed;
            if (deleted > 0) notifySuccess(t('history.delete.done', { count: deleted }));
            onDone();
            onClose();
          });
        }}
      />
    );
  if (dialog.type === 'share') return <ShareDialog translation={dialog.translation} onClose={onClose} />;
  const { translation } = dialog;
  return (
    <ConfirmModal
      title={t('history.deleteOriginals.title')}
      message={t('history.deleteOriginals.message', { name: translation.fileName })}
      confirmLabel={t('history.deleteOriginals.confirm')}
      pending={deleteOriginals.isPending}
      onClose={onClose}
      onConfirm={() =>
        deleteOriginals.mutate(translation.id, {
          onSuccess: () => {
            notifySuccess(t('history.deleteOriginals.done'));
            onClose();
          },
        })
      }
    />
  );
}
