import { ActionIcon, Menu } from '@mantine/core';
import {
  IconCopy,
  IconDots,
  IconDownload,
  IconEye,
  IconFileOff,
  IconFolderShare,
  IconPencil,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react';
import type { Translation } from '@tolk/contract';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../../api/translations';

export type DocumentAction =
  'preview' | 'rename' | 'retry' | 'move' | 'duplicate' | 'delete' | 'deleteOriginals';

/** Every action on one document; downloads are plain links to /api/files/<id>. */
export function DocumentMenu({
  translation,
  onAction,
}: {
  translation: Translation;
  onAction: (action: DocumentAction) => void;
}) {
  const { t } = useTranslation();
  const downloads = [
    { id: translation.translatedFileId, key: 'translated' },
    { id: translation.bilingualFileId, key: 'bilingual' },
    { id: translation.originalFileId, key: 'original' },
  ] as const;
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={250}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('history.doc.actions', { name: translation.fileName })}
          data-testid="doc-menu"
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconEye size={16} />} onClick={() => onAction('preview')}>
          {t('history.doc.preview')}
        </Menu.Item>
        {downloads.map(
          ({ id, key }) =>
            id && (
              <Menu.Item
                key={key}
                component="a"
                href={fileUrl(id)}
                download=""
                leftSection={<IconDownload size={16} />}
                data-testid={`menu-download-${key}`}
              >
                {t(`history.download.${key}`)}
              </Menu.Item>
            ),
        )}
        <Menu.Divider />
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onAction('rename')}>
          {t('history.doc.rename')}
        </Menu.Item>
        {translation.status === 'failed' && translation.originalFileId && (
          <Menu.Item leftSection={<IconRefresh size={16} />} onClick={() => onAction('retry')}>
            {t('history.doc.retry')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconFolderShare size={16} />} onClick={() => onAction('move')}>
          {t('history.doc.move')}
        </Menu.Item>
        <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => onAction('duplicate')}>
          {t('history.doc.duplicate')}
        </Menu.Item>
        <Menu.Divider />
        {translation.originalFileId && (
          <Menu.Item leftSection={<IconFileOff size={16} />} onClick={() => onAction('deleteOriginals')}>
            {t('history.doc.deleteOriginals')}
          </Menu.Item>
        )}
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onAction('delete')}>
          {t('history.doc.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
