import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuota } from '../../api/account';
import { useAuth } from '../../api/authStore';
import { ComingSoon } from '../../components/ComingSoon';
import { QuotaBars } from '../../components/QuotaBars';
import { Screen } from '../../components/Screen';

export function HomeScreen() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const quota = useQuota();
  const firstName = user?.name?.trim().split(/\s+/)[0];
  return (
    <Screen name="home">
      <Stack gap="lg">
        <div>
          <Title order={2} fz="h3">
            {firstName ? t('home.greeting', { name: firstName }) : t('home.greetingAnonymous')}
          </Title>
          <Text c="dimmed">{t('home.intro')}</Text>
        </div>
        <ComingSoon
          icon={<IconFileUpload size={40} stroke={1.6} />}
          title={t('home.uploadTitle')}
          description={t('home.uploadDescription')}
        />
        <Card withBorder radius="lg" padding="lg">
          <Group justify="space-between" mb="md">
            <Title order={2} fz="h4">
              {t('home.quotaTitle')}
            </Title>
            <Anchor component={Link} to="/pricing" size="sm" fw={600}>
              {t('home.upgrade')}
            </Anchor>
          </Group>
          {quota.data ? (
            <QuotaBars quota={quota.data} />
          ) : quota.isError ? (
            <Text c="dimmed" size="sm">
              {t('common.loadFailed')}
            </Text>
          ) : (
            <Stack gap="md" aria-busy>
              <Skeleton height={28} />
              <Skeleton height={28} />
              <Skeleton height={28} />
            </Stack>
          )}
        </Card>
      </Stack>
    </Screen>
  );
}
