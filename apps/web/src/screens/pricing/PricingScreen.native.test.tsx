// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { browserLocation } from '../../api/premium';
import { notifications } from '../../app/notifications/notify';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { fakeServer, ok, type Routes } from '../../testing/fakeApi';
import { MONTHLY_STRIPE, PLANS, quota } from '../../testing/premium';
import {
  THREE_PLANS,
  customerInfo,
  fakePlatform,
  fakePurchases,
  offerings,
  resetFakePurchases,
  storeError,
} from '../../testing/fakePurchases';
import { STORE_SUBSCRIPTIONS_URL } from '../../native/purchases/manage';
import { PricingScreen } from './PricingScreen';
import { ADA, sessionAs } from '../../testing/session';

// The native app on iOS (Capacitor says so), with the RevenueCat plugin faked at its JS boundary.
vi.mock('@revenuecat/purchases-capacitor', async () =>
  (await import('../../testing/fakePurchases')).mockedModule('@revenuecat/purchases-capacitor'),
);
vi.mock('@capacitor/core', async () =>
  (await import('../../testing/fakePurchases')).mockedModule('@capacitor/core'),
);
// Signed in as the server's session check says (the real auth store, fetch faked).
beforeEach(() => sessionAs(ADA));

const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
// Even a server without Stripe: the app buys through the store.
const free: Routes = {
  getPlans: ok({ ...PLANS, webCheckout: false }),
  getQuota: ok(quota(false)),
  getSubscription: ok(null),
};

const shown = () => notifications.getSnapshot().map(({ message, type }) => ({ message, type }));
const subscribe = (plan: string) => screen.findByRole('button', { name: `Subscribe to the ${plan} plan` });

const open = vi.spyOn(window, 'open').mockImplementation(() => null);
/** The plan names of the packages the app asked the store to sell. */
const bought = () =>
  fakePurchases.purchasePackage.mock.calls.map(
    ([options]) => (options as { aPackage: { identifier: string } }).aPackage.identifier,
  );

beforeEach(() => {
  notifications.clear();
  resetFakePurchases();
  fakePlatform.name = 'ios';
  // A build given the store's key.
  vi.stubEnv('VITE_REVENUECAT_IOS_KEY', 'appl_test');
  open.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('<PricingScreen /> in the native app', () => {
  it('buys a plan through the store, then refreshes the quota and subscription', async () => {
    const server = fakeServer(free);
    fakePurchases.purchasePackage.mockResolvedValue({ customerInfo: customerInfo({}) });
    await renderWithProviders(<PricingScreen />, { path: '/pricing' });
    expect(screen.queryByTestId('payments-unavailable')).toBeNull();
    await screen.findByTestId('current-plan');
    const quotaCalls = server.count('getQuota');
    const subscriptionCalls = server.count('getSubscription');

    fireEvent.click(await subscribe('Monthly'));
    await waitFor(() =>
      expect(shown()).toEqual([{ message: 'Premium is active. Thank you!', type: 'positive' }]),
    );
    expect(bought()).toEqual(['$rc_monthly']);
    expect(server.count('getQuota')).toBeGreaterThan(quotaCalls);
    expect(server.count('getSubscription')).toBeGreaterThan(subscriptionCalls);
    expect(server.count('createCheckoutSession')).toBe(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows nothing when the user cancels the purchase, and the store’s message when it fails', async () => {
    fakeServer(free);
    fakePurchases.purchasePackage.mockRejectedValueOnce(storeError('1'));
    await renderWithProviders(<PricingScreen />, { path: '/pricing' });
    const weekly = await subscribe('Weekly');
    fireEvent.click(weekly);
    await waitFor(() => expect(bought()).toEqual(['$rc_weekly']));
    await waitFor(() => expect(weekly.getAttribute('data-loading')).toBeNull());
    expect(shown()).toEqual([]);

    // The store's current offering does not sell the annual plan.
    fakePurchases.getOfferings.mockResolvedValue(offerings(THREE_PLANS.slice(0, 2)));
    fireEvent.click(await subscribe('Annual'));
    await waitFor(() => expect(shown()).toEqual([{ message: 'Package not found', type: 'negative' }]));
  });

  it('restores purchases, saying whether Premium came back', async () => {
    fakeServer(free);
    fakePurchases.restorePurchases
      .mockResolvedValueOnce({ customerInfo: customerInfo() })
      .mockResolvedValueOnce({ customerInfo: customerInfo({}) });
    await renderWithProviders(<PricingScreen />, { path: '/pricing' });
    const restore = await screen.findByRole('button', { name: 'Restore purchases' });
    fireEvent.click(restore);
    await waitFor(() =>
      expect(shown()).toEqual([{ message: 'No active subscription was found to restore.', type: 'info' }]),
    );
    await waitFor(() => expect(restore.getAttribute('data-loading')).toBeNull());
    fireEvent.click(restore);
    await waitFor(() =>
      expect(shown()[0]).toEqual({
        message: 'Your purchases were restored: Premium is active.',
        type: 'positive',
      }),
    );
  });

  it('manages a store subscription in the store, and a web one only on the web', async () => {
    const storeSubscription = { ...MONTHLY_STRIPE, source: 'revenuecat' as const };
    fakeServer({ ...free, getQuota: ok(quota(true)), getSubscription: ok(storeSubscription) });
    await renderWithProviders(<PricingScreen />, { path: '/pricing' });
    fireEvent.click(await screen.findByRole('button', { name: 'Manage subscription' }));
    // The App Store's own page (the system opens it, not the app's web view).
    await waitFor(() => expect(open).toHaveBeenCalledWith(STORE_SUBSCRIPTIONS_URL.ios, '_blank'));
    cleanup();

    fakeServer({ ...free, getQuota: ok(quota(true)), getSubscription: ok(MONTHLY_STRIPE) });
    await renderWithProviders(<PricingScreen />, { path: '/pricing' });
    expect((await screen.findByTestId('manage-elsewhere')).textContent).toContain(
      'You subscribed on the web',
    );
    expect(screen.queryByRole('button', { name: 'Manage subscription' })).toBeNull();
  });

  it('disables Subscribe in a build without the store set up', async () => {
    fakeServer(free);
    // A build without the store's key.
    vi.stubEnv('VITE_REVENUECAT_IOS_KEY', '');
    await renderWithProviders(<PricingScreen />, { path: '/pricing' });
    expect((await screen.findByTestId('payments-unavailable')).textContent).toBe(
      'Purchases are not available in this version of the app.',
    );
    expect(((await subscribe('Monthly')) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Restore purchases' })).toBeNull();
  });
});
