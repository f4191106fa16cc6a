import { Badge, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import type { Translation } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { translationFailure } from '../../api/errors';
import { queuePositionText } from '../../components/queuePosition';

const COLORS: Record<Translation['status'], string> = {
  queued: 'gray',
  processing: 'blue',
  completed: 'teal',
  failed: 'red',
};

/** Status, and while the job runs its stage and a progress bar that follows the live events. */
export function StatusBadge({ translation }: { translation: Translation }) {
  const { t } = useTranslation();
  const running = translation.status === 'queued' || translation.status === 'processing';
  // While it runs, the stage says more than "processing" does.
  const label =
    translation.status === 'processing' && translation.stage
      ? t(`history.stage.${translation.stage}`)
      : t(`history.status.${translation.status}`);
  const badge = (
    <Badge
      color={COLORS[translation.status]}
      variant="light"
      size="sm"
      radius="sm"
      data-testid="doc-status"
      data-status={translation.status}
      maw="100%"
    >
      {label}
    </Badge>
  );
  if (!running)
    return translation.status === 'failed' && translation.error ? (
      <Tooltip label={translationFailure(translation, translation.error)} multiline maw={320} withArrow>
        {badge}
      </Tooltip>
    ) : (
      badge
    );
  const progress = Math.round(translation.progress);
  const place = queuePositionText(translation, t);
  return (
    <Stack gap={4} miw={120}>
      <Group gap={6} wrap="nowrap">
        {badge}
        {translation.status === 'processing' && (
          <Text size="xs" c="dimmed">
            {progress}%
          </Text>
        )}
      </Group>
      <Progress
        value={translation.status === 'queued' ? 0 : progress}
        size="sm"
        animated={translation.status === 'processing'}
        aria-label={t('history.progressLabel', { name: translation.fileName, progress })}
      />
      {/* Below the bar, not beside the badge: a long status word (German's) keeps its line. */}
      {place && (
        <Text size="xs" c="dimmed" data-testid="queue-position">
          {place}
        </Text>
      )}
    </Stack>
  );
}
