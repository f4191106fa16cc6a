import { useId } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import type { PlanOffer } from '@tolk/contract';
import { useTranslation } from '../../app/i18n/useTranslation';
import { formatPrice, pricePerMonth } from './planMath';
import classes from './Pricing.module.css';

/** How the card ends: a Subscribe button, or nothing to buy (already premium). */
export type PlanCardAction =
  | {
      kind: 'subscribe';
      disabled: boolean;
      loading: boolean;
      onSubscribe: () => void;
      /** No store in this build of the app, but the card: only the card's button is shown. */
      cardOnly?: boolean;
    }
  | { kind: 'none' };

/** The native app's second way to buy: a card in Stripe's payment sheet (when the server offers it). */
export interface PlanCardPayment {
  disabled: boolean;
  loading: boolean;
  onPay: () => void;
}

/** One plan: its price per period, what that makes a month, and the ways to buy it. */
export function PlanCard({
  plan,
  saving,
  current,
  action,
  card,
}: {
  plan: PlanOffer;
  saving: number | null;
  /** The plan in force for a premium user (marked, with aria-current). */
  current: boolean;
  action: PlanCardAction;
  /** Shown under Subscribe, only with a Subscribe action. */
  card?: PlanCardPayment;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const name = t(`pricing.periods.${plan.period}`);
  const money = (amount: number) => formatPrice(amount, plan.currency, i18n.language);
  const monthly = money(pricePerMonth(plan));
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="article"
      className={classes.plan}
      aria-labelledby={titleId}
      aria-current={current || undefined}
      data-highlight={(saving !== null && action.kind === 'subscribe') || undefined}
      data-testid={`plan-${plan.period}`}
    >
      <Stack gap="sm" className={classes.planBody}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={3} fz="h4" id={titleId}>
            {name}
          </Title>
          {current ? (
            <Badge variant="filled">{t('pricing.currentPlan')}</Badge>
          ) : (
            saving !== null && (
              <Badge variant="light" color="teal">
                {t('pricing.save', { percent: saving })}
              </Badge>
            )
          )}
        </Group>
        <div>
          <Text span className={classes.price} data-testid="plan-price">
            {money(plan.price)}
          </Text>{' '}
          <Text span c="dimmed" size="sm">
            {t(`pricing.per.${plan.period}`)}
          </Text>
        </div>
        <Text size="sm" c="dimmed" data-testid="plan-per-month">
          {plan.period === 'monthly'
            ? t('pricing.billedMonthly')
            : t(`pricing.perMonth.${plan.period}`, { price: monthly })}
        </Text>
      </Stack>
      {action.kind === 'subscribe' && !action.cardOnly && (
        <Button
          mt="lg"
          fullWidth
          variant={saving !== null ? 'filled' : 'light'}
          disabled={action.disabled}
          loading={action.loading}
          onClick={action.onSubscribe}
          aria-label={t('pricing.subscribeTo', { plan: name })}
        >
          {t('pricing.subscribe')}
        </Button>
      )}
      {action.kind === 'subscribe' && card && (
        <Button
          mt={action.cardOnly ? 'lg' : 'xs'}
          fullWidth
          variant={action.cardOnly ? (saving !== null ? 'filled' : 'light') : 'default'}
          leftSection={<IconCreditCard size={18} aria-hidden />}
          disabled={card.disabled}
          loading={card.loading}
          onClick={card.onPay}
          aria-label={t('pricing.payByCardFor', { plan: name })}
        >
          {t('pricing.payByCard')}
        </Button>
      )}
    </Card>
  );
}
