import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconCopy, IconFolderShare, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../app/i18n/useTranslation';
import classes from './History.module.css';

/** Actions on the ticked documents. */
export function BulkBar({
  count,
  onMove,
  onDuplicate,
  onDelete,
  onClear,
  busy,
}: {
  count: number;
  onMove: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onClear: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      className={classes.bulkBar}
      withBorder
      shadow="sm"
      radius="lg"
      p="xs"
      role="region"
      aria-label={t('history.bulk.label')}
      data-testid="bulk-bar"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap={6}>
          <CloseButton aria-label={t('history.bulk.clear')} onClick={onClear} />
          <Text size="sm" fw={600} aria-live="polite">
            {t('history.bulk.selected', { count })}
          </Text>
        </Group>
        <Group gap={6}>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconFolderShare size={14} />}
            onClick={onMove}
            disabled={busy}
            data-testid="bulk-move"
          >
            {t('history.bulk.move')}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconCopy size={14} />}
            onClick={onDuplicate}
            loading={busy}
            data-testid="bulk-duplicate"
          >
            {t('history.bulk.duplicate')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={onDelete}
            disabled={busy}
            data-testid="bulk-delete"
          >
            {t('history.bulk.delete')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
