import { Button, Group, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import classes from './CameraScreen.module.css';

/** No image translations left: the server's message and the way to premium. */
export function QuotaExhausted({ message, liveAvailable }: { message: string; liveAvailable: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={classes.quota} role="status" data-testid="camera-quota-exhausted">
      <Text size="sm" fw={600}>
        {message}
      </Text>
      <Group justify="space-between" gap="xs" mt={6} wrap="wrap">
        {liveAvailable && (
          <Text size="xs" className={classes.muted}>
            {t('camera.quota.liveStillWorks')}
          </Text>
        )}
        <Button
          component={Link}
          to="/pricing"
          size="xs"
          variant="white"
          color="dark"
          leftSection={<IconSparkles size={16} />}
          data-testid="camera-upgrade"
        >
          {t('camera.quota.upgrade')}
        </Button>
      </Group>
    </div>
  );
}
