import { Button, EmptyState, Paper } from '@mantine/core';
import { IconFileUpload, IconFolderOpen, IconSearchOff, IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { Link } from 'react-router';

export type EmptyKind = 'noDocuments' | 'emptyFolder' | 'noResults' | 'folderNotFound' | 'error';

const ICONS = {
  noDocuments: IconFileUpload,
  emptyFolder: IconFolderOpen,
  noResults: IconSearchOff,
  folderNotFound: IconFolderOpen,
  error: IconAlertTriangle,
} as const;

/** What the list shows when it has nothing: each case says why and offers the way on. */
export function HistoryEmpty({ kind, onAction }: { kind: EmptyKind; onAction?: () => void }) {
  const { t } = useTranslation();
  const Icon = ICONS[kind];
  const action =
    kind === 'noDocuments' || kind === 'emptyFolder' ? (
      <Button component={Link} to="/" leftSection={<IconFileUpload size={16} />}>
        {t('history.empty.translate')}
      </Button>
    ) : kind === 'folderNotFound' ? (
      <Button component={Link} to="/history" variant="light">
        {t('history.empty.allDocuments')}
      </Button>
    ) : onAction ? (
      <Button variant="light" onClick={onAction}>
        {kind === 'error' ? t('history.empty.retry') : t('history.empty.clearFilters')}
      </Button>
    ) : null;
  return (
    <Paper withBorder radius="lg" p="xl" data-testid={`history-empty-${kind}`}>
      <EmptyState
        icon={<Icon size={36} stroke={1.6} />}
        variant="light"
        size="md"
        title={t(`history.empty.${kind}.title`)}
        description={t(`history.empty.${kind}.description`)}
      >
        {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
      </EmptyState>
    </Paper>
  );
}
