import { describe, expect, it } from 'vitest';
import { connectNavigation } from '../app/router/navigation';
import { pricingPathOf } from './cardPayment';
import { handleAppUrl } from './nativeApp';

describe('Stripe return links that open the native app', () => {
  it('land on /pricing with the link’s checkout query, as on the web', () => {
    const visited: string[] = [];
    connectNavigation((to) => visited.push(to));
    handleAppUrl('app.tolk://stripe-redirect?checkout=success&session_id=cs_test_1');
    handleAppUrl('https://tolk.app/stripe-redirect?checkout=cancelled');
    expect(visited).toEqual([
      '/pricing?checkout=success&session_id=cs_test_1',
      '/pricing?checkout=cancelled',
    ]);
  });

  it('land on plain /pricing when the link has no query', () => {
    expect(pricingPathOf('app.tolk://stripe-redirect')).toBe('/pricing');
    expect(pricingPathOf('app.tolk://stripe-redirect?#top')).toBe('/pricing');
  });
});
