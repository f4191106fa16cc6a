import { Button, Stack, Text, Title } from '@mantine/core';
import { IconCameraOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../../app/i18n/useTranslation';
import type { CameraProblem } from './cameraProblems';
import classes from './CameraScreen.module.css';

const KEYS: Record<CameraProblem, string> = {
  denied: 'denied',
  'no-camera': 'noCamera',
  busy: 'busy',
  insecure: 'insecure',
  failed: 'failed',
};

/** In place of the preview: what happened, how to allow the camera, and that the gallery works. */
export function CameraUnavailable({
  problem,
  native,
  onRetry,
}: {
  problem: CameraProblem;
  native: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const key = `camera.unavailable.${KEYS[problem]}`;
  return (
    <div className={classes.center}>
      <div className={classes.card} role="alert" data-testid="camera-unavailable" data-problem={problem}>
        <Stack gap="sm" align="flex-start">
          <IconCameraOff size={32} aria-hidden />
          <Title order={2} fz="h4" c="white">
            {t(`${key}.title`)}
          </Title>
          <Text size="sm" className={classes.muted}>
            {t(`${key}.body`)}
          </Text>
          {(problem === 'denied' || problem === 'failed') && (
            <Text size="sm" className={classes.muted}>
              {t(native ? 'camera.unavailable.howApp' : 'camera.unavailable.howBrowser')}
            </Text>
          )}
          <Text size="sm" fw={600}>
            {t('camera.unavailable.galleryHint')}
          </Text>
          <Button
            variant="white"
            color="dark"
            leftSection={<IconRefresh size={18} />}
            onClick={onRetry}
            data-testid="camera-retry"
          >
            {t('camera.unavailable.tryAgain')}
          </Button>
        </Stack>
      </div>
    </div>
  );
}
