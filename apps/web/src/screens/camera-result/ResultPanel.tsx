import { useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconBookmark, IconCircleCheck } from '@tabler/icons-react';
import type { ImageBlocks, Translation } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { Link } from 'react-router';
import { Route } from '../../components/TranslationStatus';
import { DetectedLanguage } from './DetectedLanguage';
import { ResultActions } from './ResultActions';
import { historyPath, readableBlocks, blockReading, translatedText } from './resultText';
import { SaveCaptureModal } from './SaveCaptureModal';
import classes from './CameraResult.module.css';

function SaveSection({ translation }: { translation: Translation }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (translation.inHistory)
    return (
      <Group gap="xs" wrap="nowrap">
        <IconCircleCheck size={20} color="var(--mantine-color-teal-filled)" aria-hidden />
        <Text size="sm" fw={600}>
          {t('cameraResult.save.saved')}
        </Text>
        <Anchor
          component={Link}
          to={historyPath(translation)}
          size="sm"
          fw={600}
          data-testid="camera-result-saved"
        >
          {t('cameraResult.save.open')}
        </Anchor>
      </Group>
    );
  return (
    <>
      <Button
        fullWidth
        size="md"
        leftSection={<IconBookmark size={18} />}
        onClick={() => setOpen(true)}
        data-testid="camera-result-save"
      >
        {t('cameraResult.save.button')}
      </Button>
      {open && (
        <SaveCaptureModal
          translation={translation}
          onClose={() => setOpen(false)}
          onSaved={() => setOpen(false)}
        />
      )}
    </>
  );
}

function TextList({
  translation,
  blocks,
  failed,
  onRetry,
}: {
  translation: Translation;
  blocks: ImageBlocks | undefined;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (failed)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('cameraResult.text.failed')}</Text>
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('cameraResult.text.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  if (!blocks) return <Loader size="sm" aria-label={t('cameraResult.text.loading')} />;
  const readable = readableBlocks(blocks.blocks);
  if (readable.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="camera-result-text">
        {t('cameraResult.text.none')}
      </Text>
    );
  return (
    <ol className={classes.textList} data-testid="camera-result-text" lang={translation.langTo}>
      {readable.map((block, index) => (
        <li key={index}>{blockReading(block)}</li>
      ))}
    </ol>
  );
}

/** Beside or under the photo: languages, saving, the actions and the translated text as text. */
export function ResultPanel({
  translation,
  blocks,
  blocksFailed,
  onRetryBlocks,
}: {
  translation: Translation;
  blocks: ImageBlocks | undefined;
  blocksFailed: boolean;
  onRetryBlocks: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className={classes.panel} aria-labelledby="camera-result-heading">
      <Stack gap="lg">
        <Stack gap={2}>
          <Title order={1} fz="h3" id="camera-result-heading" lineClamp={2}>
            {translation.fileName}
          </Title>
          <Route translation={translation} />
        </Stack>
        <DetectedLanguage translation={translation} />
        <SaveSection translation={translation} />
        <ResultActions translation={translation} text={blocks ? translatedText(blocks.blocks) : ''} />
        <Stack gap="sm">
          <Title order={2} fz="h5">
            {t('cameraResult.text.title')}
          </Title>
          <TextList translation={translation} blocks={blocks} failed={blocksFailed} onRetry={onRetryBlocks} />
        </Stack>
      </Stack>
    </section>
  );
}
