import { describe, expect, it } from 'vitest';
import { connectNavigation } from '../app/router/navigation';
import { setPaymentUrlCallback } from './cardPayment';
import { handleAppUrl } from './nativeApp';

describe('handleAppUrl', () => {
  const visited: string[] = [];
  connectNavigation((to) => visited.push(to));

  it('opens /auth/complete with the whole sign-in link', () => {
    const url = 'https://tolk.app/auth/complete?token=abc';
    handleAppUrl(url);
    expect(visited.at(-1)).toBe(`/auth/complete?link=${encodeURIComponent(url)}`);
  });

  it('passes stripe-redirect links to the card payment callback, without navigating', () => {
    const received: string[] = [];
    setPaymentUrlCallback((url) => received.push(url));
    const before = visited.length;
    handleAppUrl('app.tolk://stripe-redirect?payment_intent=pi_1');
    expect(received).toEqual(['app.tolk://stripe-redirect?payment_intent=pi_1']);
    expect(visited).toHaveLength(before);
    setPaymentUrlCallback(undefined);
  });

  it('ignores other links', () => {
    const before = visited.length;
    handleAppUrl('https://tolk.app/history');
    expect(visited).toHaveLength(before);
  });
});
