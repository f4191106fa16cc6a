import { Button, Group, Title } from '@mantine/core';
import { IconArrowLeft, IconPhotoScan } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ComingSoon';
import { Screen } from '../../components/Screen';

/** CameraResult: full screen, without header or navigation (SPEC.md §2). */
export function CameraResultScreen() {
  const { t } = useTranslation();
  return (
    <Screen name="camera-result">
      <Group gap="sm" mb="lg" wrap="nowrap">
        <Button
          component={Link}
          to="/camera"
          variant="subtle"
          leftSection={<IconArrowLeft size={18} />}
          px="xs"
        >
          {t('common.back')}
        </Button>
        <Title order={1} fz="h3">
          {t('cameraResult.title')}
        </Title>
      </Group>
      <ComingSoon
        icon={<IconPhotoScan size={40} stroke={1.6} />}
        title={t('cameraResult.emptyTitle')}
        description={t('cameraResult.emptyDescription')}
      />
    </Screen>
  );
}
