import { useState } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import type { Folder } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { FolderChoice } from '../../components/FolderChoice';

/** Picks a destination folder (or the top level); folders in `exclude` cannot be chosen. */
export function MoveModal({
  title,
  folders,
  exclude,
  current,
  pending,
  onMove,
  onClose,
}: {
  title: string;
  folders: readonly Folder[];
  exclude?: ReadonlySet<string>;
  current: string | null | undefined;
  pending: boolean;
  onMove: (folderId: string | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<string>(current === undefined ? '' : (current ?? 'root'));
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack>
        <FolderChoice
          folders={folders}
          exclude={exclude}
          value={choice}
          onChange={setChoice}
          label={t('history.move.destination')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('history.cancel')}
          </Button>
          <Button
            disabled={choice === ''}
            loading={pending}
            data-testid="confirm-button"
            onClick={() => onMove(choice === 'root' ? null : choice)}
          >
            {t('history.move.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
