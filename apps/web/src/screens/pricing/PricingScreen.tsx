import { Alert, Button, Group, Loader, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useQuota } from '../../api/account';
import { usePlans, useSubscription } from '../../api/premium';
import { Screen } from '../../components/Screen';
import { CurrentPlan } from './CurrentPlan';
import { PlanCard } from './PlanCard';
import { PlanComparison } from './PlanComparison';
import { savingPercent } from './planMath';
import { useCheckoutReturn } from './useCheckoutReturn';
import { usePlanActions, type PendingAction } from './usePlanActions';

function Activating() {
  const { t } = useTranslation();
  return (
    <Alert variant="light" role="status" data-testid="activating" icon={<Loader size={18} />}>
      <Text fw={600}>{t('pricing.activating')}</Text>
      <Text size="sm">{t('pricing.activatingHint')}</Text>
    </Alert>
  );
}

function PlansLoading() {
  return (
    <SimpleGrid type="container" cols={{ base: 1, '36rem': 3 }} aria-busy>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={190} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

/** The plans, what premium gives against free, the plan in force and the ways to buy or manage it. */
export function PricingScreen() {
  const { t } = useTranslation();
  const plans = usePlans();
  const quota = useQuota();
  const subscription = useSubscription();
  const actions = usePlanActions();
  const activation = useCheckoutReturn(quota.data?.premium);
  const premium = quota.data?.premium === true;
  const current = subscription.data ?? null;
  // The native app also pays by card in Stripe's payment sheet when the server offers it.
  const cardPayment = actions.native && plans.data?.nativeCardPayment === true;
  const canSubscribe = actions.native ? actions.storeAvailable : plans.data?.webCheckout === true;
  const canPay = canSubscribe || cardPayment;
  const busy = (action: PendingAction) => actions.pending !== null && actions.pending !== action;

  return (
    <Screen name="pricing">
      <Stack gap="lg">
        {activation === 'activating' && <Activating />}
        {quota.data && (
          <CurrentPlan
            premium={premium}
            subscription={current}
            native={actions.native}
            storeAvailable={actions.storeAvailable}
            pending={actions.pending}
            onManage={(s) => void actions.manage(s)}
            onRestore={() => void actions.restore()}
          />
        )}
        <Stack gap="sm" component="section" aria-labelledby="pricing-plans">
          <Title order={2} fz="h4" id="pricing-plans">
            {t('pricing.plansTitle')}
          </Title>
          {plans.data && !canPay && !premium && (
            <Alert
              variant="light"
              color="gray"
              icon={<IconInfoCircle size={18} />}
              data-testid="payments-unavailable"
            >
              {actions.native ? t('pricing.storeUnavailable') : t('pricing.paymentsUnavailable')}
            </Alert>
          )}
          {premium && current && (
            <Text size="sm" c="dimmed">
              {t('pricing.changePlanHint')}
            </Text>
          )}
          {plans.data ? (
            <SimpleGrid type="container" cols={{ base: 1, '36rem': 3 }} spacing="md">
              {plans.data.plans.map((plan) => (
                <PlanCard
                  key={plan.period}
                  plan={plan}
                  saving={savingPercent(plan, plans.data.plans)}
                  current={premium && current?.period === plan.period}
                  action={
                    premium
                      ? { kind: 'none' }
                      : {
                          kind: 'subscribe',
                          disabled: !canSubscribe || busy(plan.period),
                          cardOnly: cardPayment && !canSubscribe,
                          loading: actions.pending === plan.period,
                          onSubscribe: () => void actions.subscribe(plan.period),
                        }
                  }
                  card={
                    cardPayment
                      ? {
                          disabled: busy(`card:${plan.period}`),
                          loading: actions.pending === `card:${plan.period}`,
                          onPay: () => void actions.payByCard(plan.period),
                        }
                      : undefined
                  }
                />
              ))}
            </SimpleGrid>
          ) : plans.isError ? (
            <Alert color="red" variant="light" role="alert">
              <Group justify="space-between" gap="sm">
                <Text size="sm">{t('common.loadFailed')}</Text>
                <Button size="xs" variant="light" color="red" onClick={() => void plans.refetch()}>
                  {t('common.retry')}
                </Button>
              </Group>
            </Alert>
          ) : (
            <PlansLoading />
          )}
        </Stack>
        {plans.data && <PlanComparison free={plans.data.free} premium={plans.data.premium} />}
      </Stack>
    </Screen>
  );
}
