import { Button, EmptyState, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCamera, IconHistory, IconPhotoOff, IconRefresh } from '@tabler/icons-react';
import { CAPTURE_KEEP_HOURS, type Translation } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { Link } from 'react-router';
import { translationFailure } from '../../api/errors';
import { useRetryTranslation } from '../../api/translations';
import { TranslationProgress } from '../../components/TranslationProgress';
import classes from './CameraResult.module.css';

export type MissingReason = 'noId' | 'notFound' | 'notImage' | 'loadFailed';

/** No photo to show: no id, an unknown or foreign one, or not an image; always a way back. */
export function MissingView({ reason, onRetry }: { reason: MissingReason; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={classes.empty} data-testid="camera-result-missing" data-reason={reason}>
      <EmptyState
        icon={<IconPhotoOff size={36} stroke={1.6} />}
        variant="light"
        size="lg"
        title={t(`cameraResult.missing.${reason}.title`)}
        description={t(`cameraResult.missing.${reason}.description`, { hours: CAPTURE_KEEP_HOURS })}
      >
        <EmptyState.Actions style={{ justifyContent: 'center' }}>
          {reason === 'loadFailed' && onRetry && (
            <Button variant="default" leftSection={<IconRefresh size={18} />} onClick={onRetry}>
              {t('cameraResult.missing.retry')}
            </Button>
          )}
          <Button
            component={Link}
            to="/camera"
            leftSection={<IconCamera size={18} />}
            data-testid="camera-result-retake"
          >
            {t('cameraResult.missing.back')}
          </Button>
          <Button component={Link} to="/history" variant="subtle" leftSection={<IconHistory size={18} />}>
            {t('cameraResult.missing.history')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </div>
  );
}

/** While the translation is being asked for. */
export function LoadingCard() {
  const { t } = useTranslation();
  return (
    <div className={classes.status}>
      <Loader color="gray" aria-label={t('cameraResult.loading')} />
    </div>
  );
}

/** Over the dimmed photo while it is translated: what the job is doing and how far it is. */
export function ProgressCard({ translation }: { translation: Translation }) {
  const { t } = useTranslation();
  return (
    <div className={classes.status}>
      <Stack className={classes.statusCard} gap="xs">
        <Text fw={700}>{t('cameraResult.progress.title')}</Text>
        <TranslationProgress
          translation={translation}
          label={t('cameraResult.progress.label')}
          testId="camera-result-progress"
        />
      </Stack>
    </div>
  );
}

/** Over the dimmed photo when the translation failed: its error, Retake, and Try again. */
export function FailedCard({ translation }: { translation: Translation }) {
  const { t } = useTranslation();
  const retry = useRetryTranslation();
  return (
    <div className={classes.status}>
      <Stack className={classes.statusCard} gap="sm" role="alert">
        <Group gap="xs" wrap="nowrap">
          <IconAlertCircle size={20} color="var(--mantine-color-red-5)" aria-hidden />
          <Text fw={700}>{t('cameraResult.failed.title')}</Text>
        </Group>
        <Text size="sm" data-testid="camera-result-error">
          {translationFailure(translation, t('cameraResult.failed.generic'))}
        </Text>
        <Group gap="xs">
          <Button
            component={Link}
            to="/camera"
            leftSection={<IconCamera size={18} />}
            data-testid="camera-result-retake"
          >
            {t('cameraResult.actions.retake')}
          </Button>
          {translation.originalFileId && (
            <Button
              variant="white"
              color="dark"
              leftSection={<IconRefresh size={18} />}
              loading={retry.isPending}
              onClick={() => retry.mutate(translation.id)}
              data-testid="camera-result-retry"
            >
              {t('cameraResult.failed.retry')}
            </Button>
          )}
        </Group>
      </Stack>
    </div>
  );
}
