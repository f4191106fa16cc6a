import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { Translation } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { displayPercent, stageLabelKey } from '../../lib/stages';
import classes from './CameraScreen.module.css';

/** While a photo translates: the photo held still behind the stage, the percent and a way out. */
export function CaptureProgress({
  translation,
  onCancel,
}: {
  /** Null while the photo is still being sent. */
  translation: Translation | null;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const percent = translation ? displayPercent(translation.status, translation.progress) : 0;
  const label = translation
    ? t(stageLabelKey(translation.status, translation.stage))
    : t('camera.progress.sending');
  return (
    <div className={classes.center}>
      <div
        className={classes.card}
        data-testid="camera-progress"
        data-status={translation?.status ?? 'sending'}
      >
        <Stack gap="xs">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={600} aria-live="polite">
              {label}
            </Text>
            {translation && (
              <Text size="sm" className={classes.muted}>
                {percent}%
              </Text>
            )}
          </Group>
          <Progress
            value={translation ? percent : 100}
            size="lg"
            radius="xl"
            animated
            striped={!translation || translation.status === 'queued'}
            aria-label={t('camera.progress.label')}
            aria-valuetext={`${label} ${percent}%`}
          />
          <Group justify="flex-end">
            <Button variant="subtle" color="gray.0" size="xs" onClick={onCancel} data-testid="camera-cancel">
              {t('camera.progress.cancel')}
            </Button>
          </Group>
        </Stack>
      </div>
    </div>
  );
}
