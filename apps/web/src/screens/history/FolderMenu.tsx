import { ActionIcon, Menu } from '@mantine/core';
import {
  IconCopy,
  IconDots,
  IconFolderPlus,
  IconFolderShare,
  IconPalette,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import type { Folder } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import danger from '../../components/DangerMenuItem.module.css';

export type FolderAction = 'create' | 'rename' | 'color' | 'move' | 'duplicate' | 'delete';

export function FolderMenu({
  folder,
  onAction,
  size = 'sm',
}: {
  folder: Folder;
  onAction: (action: FolderAction, folder: Folder) => void;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const item = (action: FolderAction, icon: React.ReactNode, label: string, destructive = false) => (
    <Menu.Item
      leftSection={icon}
      color={destructive ? 'red' : undefined}
      className={destructive ? danger.item : undefined}
      onClick={() => onAction(action, folder)}
    >
      {label}
    </Menu.Item>
  );
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={220}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={size}
          data-testid="folder-menu"
          aria-label={t('history.folders.actions', { name: folder.name })}
        >
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {item('create', <IconFolderPlus size={16} />, t('history.folders.newSubfolder'))}
        {item('rename', <IconPencil size={16} />, t('history.folders.rename'))}
        {item('color', <IconPalette size={16} />, t('history.folders.changeColor'))}
        {item('move', <IconFolderShare size={16} />, t('history.folders.move'))}
        {item('duplicate', <IconCopy size={16} />, t('history.folders.duplicate'))}
        <Menu.Divider />
        {item('delete', <IconTrash size={16} />, t('history.folders.delete'), true)}
      </Menu.Dropdown>
    </Menu>
  );
}
