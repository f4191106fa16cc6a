import { Group, Progress, Stack, Text } from '@mantine/core';
import type { Translation } from '@tolk/contract';
import { useTranslation } from '../app/i18n/useTranslation';
import { displayPercent, stageLabelKey } from '../lib/stages';
import { queuePositionText } from './queuePosition';

interface Props {
  translation: Translation;
  /** The progress bar's accessible name. */
  label: string;
  testId: string;
}

/** What a translation job is doing (announced) and how far it is, as text and a bar. */
export function TranslationProgress({ translation, label, testId }: Props) {
  const { t } = useTranslation();
  const percent = displayPercent(translation.status, translation.progress);
  const stage = t(stageLabelKey(translation.status, translation.stage));
  const place = queuePositionText(translation, t);
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} aria-live="polite">
          {stage}
        </Text>
        <Text size="sm" c="dimmed" data-testid={place ? 'queue-position' : undefined}>
          {place ?? `${percent}%`}
        </Text>
      </Group>
      <Progress
        value={percent}
        size="lg"
        radius="xl"
        animated={translation.status === 'processing'}
        striped={translation.status === 'queued'}
        aria-label={label}
        aria-valuetext={place ? `${stage} ${place}` : `${stage} ${percent}%`}
        data-testid={testId}
      />
    </Stack>
  );
}
