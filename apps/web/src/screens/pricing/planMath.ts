import type { Plan, PlanOffer } from '@tolk/contract';

const MONTHS_PER_PERIOD: Record<Plan, number> = { weekly: 12 / 52, monthly: 1, annual: 12 };

/** What a plan costs a month: weekly × 52 / 12, monthly as it is, annual / 12. */
export function pricePerMonth(plan: PlanOffer): number {
  return plan.price / MONTHS_PER_PERIOD[plan.period];
}

/**
 * How much cheaper a month of `plan` is than a month of the monthly plan, in whole percent; null
 * when it is not cheaper (or there is no monthly plan in the same currency to compare with).
 */
export function savingPercent(plan: PlanOffer, plans: readonly PlanOffer[]): number | null {
  const monthly = plans.find((p) => p.period === 'monthly' && p.currency === plan.currency);
  if (!monthly || monthly.price <= 0 || plan.period === 'monthly') return null;
  const percent = Math.floor((1 - pricePerMonth(plan) / monthly.price) * 100);
  return percent > 0 ? percent : null;
}

export function formatPrice(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    // An unknown currency code from the server still shows a price.
    return `${amount.toFixed(2)} ${currency}`;
  }
}
