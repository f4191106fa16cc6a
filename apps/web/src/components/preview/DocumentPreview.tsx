import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import type { Translation } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { fileUrl } from '../../api/translations';
import { FidelitySummary } from '../fidelity/FidelitySummary';
import { FileView, PreviewEmpty } from './FileView';
import { previewKind, type PreviewKind } from './previewKind';
import classes from './Preview.module.css';

/**
 * The in-app preview: original and translation side by side (stacked on phones, where the dialog
 * takes the whole screen). PDFs, images and text formats are shown; office files are not faked,
 * they offer their downloads instead. A PDF opens at `page` when one is given.
 */
export function DocumentPreview({
  translation,
  page,
  onClose,
}: {
  translation: Translation;
  page?: number | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const kind = previewKind(translation.format);
  const downloads = [
    { id: translation.translatedFileId, key: 'translated', variant: 'filled' },
    { id: translation.bilingualFileId, key: 'bilingual', variant: 'light' },
    { id: translation.originalFileId, key: 'original', variant: 'default' },
  ] as const;
  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen={phone}
      size="min(96vw, 90rem)"
      title={
        <Title order={2} fz="h4" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {translation.fileName}
        </Title>
      }
    >
      <Stack gap="md" data-testid="preview">
        <Group gap="xs">
          {downloads.map(
            ({ id, key, variant }) =>
              id && (
                <Button
                  key={key}
                  component="a"
                  href={fileUrl(id)}
                  download=""
                  size="xs"
                  variant={variant}
                  leftSection={<IconDownload size={14} />}
                  data-testid={`download-${key}`}
                >
                  {t(`history.download.${key}`)}
                </Button>
              ),
          )}
        </Group>
        <FidelitySummary translation={translation} />
        <div className={classes.panes}>
          {/* Stacked on phones, the panes share one scroll: only the translation goes to the page there. */}
          <Pane
            title={t('preview.original')}
            fileId={translation.originalFileId}
            kind={kind}
            page={phone ? undefined : page}
          />
          <Pane
            title={t('preview.translation')}
            fileId={translation.translatedFileId}
            kind={kind}
            status={translation.status}
            page={page}
          />
        </div>
      </Stack>
    </Modal>
  );
}

function Pane({
  title,
  fileId,
  kind,
  status,
  page,
}: {
  title: string;
  fileId: string | null;
  kind: PreviewKind;
  status?: Translation['status'];
  page?: number | undefined;
}) {
  const { t } = useTranslation();
  return (
    <section className={classes.pane} aria-label={title}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {/* It scrolls on a wide screen: reachable by keyboard to be scrolled (axe's scrollable-region-focusable). */}
      <div className={classes.paneBody} tabIndex={0}>
        {fileId ? (
          <FileView kind={kind} src={fileUrl(fileId)} title={title} page={page} />
        ) : (
          <PreviewEmpty
            message={
              status && status !== 'completed' ? t(`preview.notReady.${status}`) : t('preview.fileDeleted')
            }
          />
        )}
      </div>
    </section>
  );
}
