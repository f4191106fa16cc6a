import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDiamond } from '@tabler/icons-react';
import type { Subscription } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { formatDate } from '../../components/format';
import { renewalText } from '../../lib/renewal';
import type { PendingAction } from './usePlanActions';

/**
 * The plan in force (Free or Premium) with its renewal or end date, a warning when a payment
 * failed, and the ways to manage it where this app can (Stripe's portal on the web, the store on
 * native); elsewhere it says where to go.
 */
export function CurrentPlan({
  premium,
  subscription,
  native,
  storeAvailable,
  pending,
  onManage,
  onRestore,
}: {
  premium: boolean;
  subscription: Subscription | null;
  native: boolean;
  storeAvailable: boolean;
  pending: PendingAction;
  onManage: (subscription: Subscription) => void;
  onRestore: () => void;
}) {
  const { t, i18n } = useTranslation();
  const manageHere = subscription && (subscription.source === 'stripe' ? !native : native);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="pricing-current">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" align="flex-start">
          <div>
            <Title order={2} fz="xs" tt="uppercase" c="dimmed" id="pricing-current">
              {t('pricing.yourPlan')}
            </Title>
            <Group gap="xs" mt={4}>
              {premium && <IconDiamond size={22} color="var(--mantine-primary-color-filled)" aria-hidden />}
              <Text fz="h3" fw={700} data-testid="current-plan">
                {premium ? t('pricing.premium') : t('pricing.free')}
              </Text>
              {premium && subscription?.period && (
                <Badge variant="light">{t(`pricing.periods.${subscription.period}`)}</Badge>
              )}
            </Group>
            {premium && subscription && (
              <Text size="sm" c="dimmed" mt={4} data-testid="renewal">
                {renewalText(subscription, t, i18n.language)}
              </Text>
            )}
            {!premium && (
              <Text size="sm" c="dimmed" mt={4}>
                {t('pricing.freeHint')}
              </Text>
            )}
          </div>
          <Group gap="xs">
            {subscription && manageHere && (
              <Button
                variant="default"
                loading={pending === 'manage'}
                disabled={pending !== null && pending !== 'manage'}
                onClick={() => onManage(subscription)}
              >
                {t('pricing.manage')}
              </Button>
            )}
            {native && storeAvailable && (
              <Button
                variant="subtle"
                loading={pending === 'restore'}
                disabled={pending !== null && pending !== 'restore'}
                onClick={onRestore}
              >
                {t('pricing.restore')}
              </Button>
            )}
          </Group>
        </Group>
        {subscription && !manageHere && (
          <Text size="sm" data-testid="manage-elsewhere">
            {subscription.source === 'revenuecat' ? t('pricing.manageInStore') : t('pricing.manageOnWeb')}
          </Text>
        )}
        {subscription?.billingIssue && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {t('pricing.billingIssue', { date: formatDate(subscription.expiresDate, i18n.language) })}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
