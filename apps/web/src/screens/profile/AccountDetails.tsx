import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { UserDocument } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { formatDate } from '../../components/format';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={500} component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

/** Name, e-mail, sign-in method and membership date. */
export function AccountDetails({ user }: { user: UserDocument }) {
  const { t, i18n } = useTranslation();
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md" m={0}>
      <Detail label={t('profile.name')} value={user.displayName || t('profile.noName')} />
      <Detail label={t('profile.email')} value={user.email} />
      <Detail label={t('profile.provider')} value={t(`profile.providers.${user.provider}`)} />
      <Detail label={t('profile.memberSince')} value={formatDate(user.createdAt, i18n.language)} />
    </SimpleGrid>
  );
}
