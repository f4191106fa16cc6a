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
  IconShare,
  IconTrash,
} from '@tabler/icons-react';
import type { Translation } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useDownloadLink } from '../../api/downloads';
import danger from '../../components/DangerMenuItem.module.css';

export type DocumentAction =
  'preview' | 'rename' | 'retry' | 'move' | 'duplicate' | 'delete' | 'deleteOriginals' | 'share';

type DownloadKey = 'translated' | 'bilingual' | 'original';

/** Mounted only while the menu is open, so its signed URL is asked for then. */
function DownloadItem({ fileId, kind }: { fileId: string; kind: DownloadKey }) {
  const { t } = useTranslation();
  const link = useDownloadLink(fileId, { eager: true });
  return (
    <Menu.Item
      component="a"
      {...link}
      download=""
      leftSection={<IconDownload size={16} />}
      data-testid={`menu-download-${kind}`}
    >
      {t(`history.download.${kind}`)}
    </Menu.Item>
  );
}

/** Every action on one document; downloads go through signed URLs (see api/downloads). */
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
        {downloads.map(({ id, key }) => id && <DownloadItem key={key} fileId={id} kind={key} />)}
        {/* Only a finished translation can be shared (the server refuses the others). */}
        {translation.status === 'completed' && translation.translatedFileId && (
          <Menu.Item
            leftSection={<IconShare size={16} />}
            onClick={() => onAction('share')}
            data-testid="menu-share"
          >
            {t('share.menu')}
          </Menu.Item>
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
        <Menu.Item
          color="red"
          className={danger.item}
          leftSection={<IconTrash size={16} />}
          onClick={() => onAction('delete')}
        >
          {t('history.doc.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
