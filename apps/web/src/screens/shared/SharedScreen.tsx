import { Button, Stack, Text, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import wrapping from '../../components/WrappingButton.module.css';
import { PublicPage } from '../../components/PublicPage';
import { ComingSoon } from '../../components/ComingSoon';

/** Public page for a shared document (no sign-in). The viewer comes with the sharing issue. */
export function SharedScreen() {
  const { t } = useTranslation();
  const { shareId } = useParams();
  return (
    <PublicPage name="shared" wide>
      <Stack gap="lg">
        <div>
          <Title order={1} fz="h2">
            {t('shared.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('shared.reference', { id: shareId })}
          </Text>
        </div>
        <ComingSoon
          icon={<IconFileText size={40} stroke={1.6} />}
          title={t('shared.emptyTitle')}
          description={t('shared.emptyDescription')}
          actions={
            <Button classNames={wrapping} component={Link} to="/welcome" variant="light">
              {t('shared.getTolk')}
            </Button>
          }
        />
      </Stack>
    </PublicPage>
  );
}
