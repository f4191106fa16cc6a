import { Anchor, Breadcrumbs, Button, Group, Text, Title } from '@mantine/core';
import { IconFolderFilled, IconFolders } from '@tabler/icons-react';
import type { Folder } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { Link } from 'react-router';
import { FolderMenu, type FolderAction } from './FolderMenu';
import classes from './History.module.css';

/** Breadcrumbs from "All documents" to the current folder, its menu, and the folders button on phones. */
export function HistoryHeader({
  path,
  subfolders,
  onFolderAction,
  onOpenFolders,
}: {
  path: Folder[];
  subfolders: Folder[];
  onFolderAction: (action: FolderAction, folder: Folder) => void;
  onOpenFolders: () => void;
}) {
  const { t } = useTranslation();
  const current = path.at(-1);
  return (
    <div>
      <Group justify="space-between" gap="xs">
        <div className={classes.titles}>
          {/* Only inside a folder is there a way back up; at the top there is no trail to name. */}
          {current && (
            <nav aria-label={t('history.breadcrumbs')}>
              <Breadcrumbs separatorMargin={6} data-testid="breadcrumbs">
                <Anchor component={Link} to="/history" size="sm" c="dimmed">
                  {t('history.folders.all')}
                </Anchor>
                {path.slice(0, -1).map((folder) => (
                  <Anchor key={folder.id} component={Link} to={`/history/${folder.id}`} size="sm" c="dimmed">
                    {folder.name}
                  </Anchor>
                ))}
              </Breadcrumbs>
            </nav>
          )}
          <Group gap={6} wrap="nowrap" mt={2}>
            {current && (
              <IconFolderFilled
                size={22}
                color={current.color ?? 'var(--mantine-color-gray-5)'}
                aria-hidden
              />
            )}
            <Title order={2} fz="h3" className={classes.title} data-testid="history-title">
              {current ? current.name : t('history.folders.all')}
            </Title>
            {current && <FolderMenu folder={current} onAction={onFolderAction} size="md" />}
          </Group>
        </div>
        <Button
          className={classes.phoneOnly}
          variant="light"
          size="xs"
          leftSection={<IconFolders size={16} />}
          onClick={onOpenFolders}
          data-testid="open-folders"
        >
          {t('history.folders.title')}
        </Button>
      </Group>
      {subfolders.length > 0 && (
        <Group gap={6} mt="sm" aria-label={t('history.folders.subfolders')} role="list">
          {subfolders.map((folder) => (
            // The item wraps the link, so it stays announced as a link.
            <div role="listitem" key={folder.id}>
              <Button
                component={Link}
                to={`/history/${folder.id}`}
                variant="default"
                size="xs"
                radius="xl"
                leftSection={
                  <IconFolderFilled size={14} color={folder.color ?? 'var(--mantine-color-gray-5)'} />
                }
                data-testid="subfolder-link"
                data-name={folder.name}
              >
                <Text size="xs" fw={500} truncate maw={180}>
                  {folder.name}
                </Text>
              </Button>
            </div>
          ))}
        </Group>
      )}
    </div>
  );
}
