import { Button, Group, Title } from '@mantine/core';
import { IconArrowLeft, IconCamera } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ComingSoon';
import { Screen } from '../../components/Screen';

/** The camera has no header (SPEC.md §2); it shows its own title and a way back. */
export function CameraScreen() {
  const { t } = useTranslation();
  return (
    <Screen name="camera">
      <Group gap="sm" mb="lg" wrap="nowrap">
        <Button component={Link} to="/" variant="subtle" leftSection={<IconArrowLeft size={18} />} px="xs">
          {t('common.back')}
        </Button>
        <Title order={1} fz="h3">
          {t('camera.title')}
        </Title>
      </Group>
      <ComingSoon
        icon={<IconCamera size={40} stroke={1.6} />}
        title={t('camera.emptyTitle')}
        description={t('camera.emptyDescription')}
      />
    </Screen>
  );
}
