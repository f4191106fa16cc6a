import { describe, expect, it } from 'vitest';
import type { PlanOffer } from '@tolk/contract';
import { formatPrice, pricePerMonth, savingPercent } from './planMath';

const plans: PlanOffer[] = [
  { period: 'weekly', price: 4.99, currency: 'USD', packageId: '$rc_weekly' },
  { period: 'monthly', price: 9.99, currency: 'USD', packageId: '$rc_monthly' },
  { period: 'annual', price: 59.99, currency: 'USD', packageId: '$rc_annual' },
];
const [weekly, monthly, annual] = plans as [PlanOffer, PlanOffer, PlanOffer];

describe('plan prices', () => {
  it('turns each period into a monthly figure', () => {
    expect(pricePerMonth(weekly)).toBeCloseTo((4.99 * 52) / 12, 6);
    expect(pricePerMonth(monthly)).toBe(9.99);
    expect(pricePerMonth(annual)).toBeCloseTo(59.99 / 12, 6);
  });

  it('says how much a plan saves against the monthly one, only when it does', () => {
    expect(savingPercent(annual, plans)).toBe(49);
    expect(savingPercent(weekly, plans)).toBeNull();
    expect(savingPercent(monthly, plans)).toBeNull();
    expect(savingPercent(annual, [annual])).toBeNull();
  });

  it('formats prices in the currency and language, and survives an unknown currency', () => {
    expect(formatPrice(9.99, 'USD', 'en-US')).toBe('$9.99');
    // Intl puts a no-break space before the euro sign.
    expect(formatPrice(9.99, 'EUR', 'es-ES').replace(/\s/g, ' ')).toBe('9,99 €');
    expect(formatPrice(9.99, 'not a currency', 'en-US')).toBe('9.99 not a currency');
  });
});
