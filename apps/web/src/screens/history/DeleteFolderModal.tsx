import { List, Stack, Text } from '@mantine/core';
import type { Folder } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { ConfirmModal } from '../../components/ConfirmModal';

/**
 * Explains what deleting does before doing it: an empty folder is simply removed (soft delete);
 * one with subfolders or documents is deleted with everything in it (recursiveDeleteFolder).
 */
export function DeleteFolderModal({
  folder,
  subfolderCount,
  documentCount,
  pending,
  onConfirm,
  onClose,
}: {
  folder: Folder;
  subfolderCount: number;
  documentCount: number | undefined;
  pending: boolean;
  onConfirm: (recursive: boolean) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // Unknown count: assume content, so the recursive call (which also handles empty folders) runs.
  const recursive = subfolderCount > 0 || documentCount !== 0;
  const message = recursive ? (
    <Stack gap="xs">
      <Text size="sm">{t('history.deleteFolder.withContent', { name: folder.name })}</Text>
      <List size="sm" withPadding>
        {subfolderCount > 0 && (
          <List.Item>{t('history.deleteFolder.subfolders', { count: subfolderCount })}</List.Item>
        )}
        {documentCount !== undefined && documentCount > 0 && (
          <List.Item>{t('history.deleteFolder.documents', { count: documentCount })}</List.Item>
        )}
      </List>
      <Text size="sm" fw={600}>
        {t('history.deleteFolder.permanent')}
      </Text>
    </Stack>
  ) : (
    t('history.deleteFolder.empty', { name: folder.name })
  );
  return (
    <ConfirmModal
      title={t('history.deleteFolder.title')}
      message={message}
      confirmLabel={recursive ? t('history.deleteFolder.confirmAll') : t('history.deleteFolder.confirm')}
      pending={pending}
      onConfirm={() => onConfirm(recursive)}
      onClose={onClose}
    />
  );
}
