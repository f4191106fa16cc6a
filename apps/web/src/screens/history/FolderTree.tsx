import { ActionIcon, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconFiles, IconFolderFilled, IconFolderPlus } from '@tabler/icons-react';
import type { Folder } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { Link } from 'react-router';
import type { FolderNode } from '../../lib/folderTree';
import { FolderMenu, type FolderAction } from './FolderMenu';
import classes from './FolderTree.module.css';

export interface FolderTreeProps {
  tree: FolderNode[] | undefined;
  counts: Record<string, number> | undefined;
  currentId: string | null;
  onAction: (action: FolderAction, folder: Folder) => void;
  onCreate: () => void;
  onNavigate?: () => void;
  /** In the phone drawer, whose own title already says "Folders". */
  hideTitle?: boolean;
}

/** The folder tree: "All documents", then every folder with its colour and document count. */
export function FolderTree({
  tree,
  counts,
  currentId,
  onAction,
  onCreate,
  onNavigate,
  hideTitle = false,
}: FolderTreeProps) {
  const { t } = useTranslation();

  const renderNode = (node: FolderNode) => {
    const { folder } = node;
    const count = counts?.[folder.id];
    const active = folder.id === currentId;
    return (
      <li key={folder.id}>
        <div
          className={classes.item}
          data-active={active || undefined}
          data-testid="folder-item"
          data-name={folder.name}
          style={{ paddingInlineStart: `calc(${node.depth} * 0.9rem + 0.25rem)` }}
        >
          <Link
            to={`/history/${folder.id}`}
            className={classes.link}
            onClick={onNavigate}
            aria-current={active ? 'page' : undefined}
          >
            <IconFolderFilled
              size={18}
              className={classes.icon}
              color={folder.color ?? 'var(--mantine-color-gray-5)'}
              aria-hidden
            />
            <span className={classes.name}>{folder.name}</span>
            {count !== undefined && count > 0 && (
              <span className={classes.count} aria-label={t('history.folders.count', { count })}>
                {count}
              </span>
            )}
          </Link>
          <FolderMenu folder={folder} onAction={onAction} />
        </div>
        {node.children.length > 0 && <ul className={classes.tree}>{node.children.map(renderNode)}</ul>}
      </li>
    );
  };

  return (
    <Stack gap={4} data-testid="folder-tree" component="nav" aria-label={t('history.folders.title')}>
      <Group justify={hideTitle ? 'flex-end' : 'space-between'} px="xs" mb={4}>
        {!hideTitle && (
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            {t('history.folders.title')}
          </Text>
        )}
        <ActionIcon
          variant="subtle"
          size="sm"
          onClick={onCreate}
          aria-label={t('history.folders.new')}
          data-testid="new-folder"
        >
          <IconFolderPlus size={16} />
        </ActionIcon>
      </Group>
      <div className={classes.item} data-active={currentId === null || undefined}>
        <Link
          to="/history"
          className={classes.link}
          onClick={onNavigate}
          aria-current={currentId === null ? 'page' : undefined}
        >
          <IconFiles size={18} className={classes.icon} aria-hidden />
          <span className={classes.name}>{t('history.folders.all')}</span>
        </Link>
      </div>
      {tree === undefined ? (
        <Stack gap={6} px="xs" aria-busy>
          <Skeleton height={22} />
          <Skeleton height={22} width="80%" />
          <Skeleton height={22} width="65%" />
        </Stack>
      ) : tree.length === 0 ? (
        <Stack gap="xs" px="xs" py="sm">
          <Text size="sm" c="dimmed">
            {t('history.folders.none')}
          </Text>
          <Button variant="light" size="xs" leftSection={<IconFolderPlus size={14} />} onClick={onCreate}>
            {t('history.folders.new')}
          </Button>
        </Stack>
      ) : (
        <ul className={classes.tree}>{tree.map(renderNode)}</ul>
      )}
    </Stack>
  );
}
