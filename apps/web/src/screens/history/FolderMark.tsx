import { Anchor } from '@mantine/core';
import { IconFolderFilled } from '@tabler/icons-react';
import type { Folder } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { Link } from 'react-router';
import classes from './History.module.css';

/** Where a document is, in a row of "All documents": its folder's path, a link that opens the folder. */
export function FolderMark({ path }: { path: readonly Folder[] }) {
  const { t } = useTranslation();
  const folder = path.at(-1);
  if (!folder) return null;
  const names = path.map((f) => f.name).join(' / ');
  return (
    <Anchor
      component={Link}
      to={`/history/${folder.id}`}
      size="xs"
      c="dimmed"
      className={classes.folderMark}
      aria-label={t('history.doc.inFolder', { path: names })}
      data-testid="doc-folder"
    >
      <IconFolderFilled
        size="1.1em"
        color={folder.color ?? 'var(--mantine-color-gray-5)'}
        className={classes.folderMarkIcon}
        aria-hidden
      />
      <span className={classes.folderMarkName}>{names}</span>
    </Anchor>
  );
}
