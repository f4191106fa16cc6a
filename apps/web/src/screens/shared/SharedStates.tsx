import type { ReactNode } from 'react';
import { Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLinkOff, IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import wrapping from '../../components/WrappingButton.module.css';
import classes from './Shared.module.css';

function StateCard({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="lg" p="xl" maw={32 * 16} w="100%" mx="auto" my="xl" data-testid={testId}>
      <Stack align="center" ta="center" gap="md">
        <div className={classes.stateIcon} aria-hidden>
          {icon}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

export function SharedLoading() {
  const { t } = useTranslation();
  return <Loader mx="auto" my="xl" aria-label={t('shared.loading')} data-testid="shared-loading" />;
}

/** Unknown, revoked, expired or deleted: the server does not tell them apart, and neither does the page. */
export function SharedNotFound() {
  const { t } = useTranslation();
  return (
    <StateCard icon={<IconLinkOff size={40} stroke={1.5} />} testId="shared-not-found">
      <Title order={1} fz="h2">
        {t('shared.notFoundTitle')}
      </Title>
      <Text c="dimmed">{t('shared.notFoundText')}</Text>
      <Button classNames={wrapping} component={Link} to="/welcome" mt="sm">
        {t('shared.ctaButton')}
      </Button>
    </StateCard>
  );
}

export function SharedLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StateCard icon={<IconWifiOff size={40} stroke={1.5} />} testId="shared-load-failed">
      <Title order={1} fz="h3">
        {t('shared.loadFailedTitle')}
      </Title>
      <Text c="dimmed">{t('shared.loadFailed')}</Text>
      <Button classNames={wrapping} variant="light" leftSection={<IconRefresh size={18} />} onClick={onRetry}>
        {t('shared.retry')}
      </Button>
    </StateCard>
  );
}
