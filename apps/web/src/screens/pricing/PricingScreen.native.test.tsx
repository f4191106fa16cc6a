// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { browserLocation } from '../../api/premium';
import { notifications } from '../../app/notifications/notify';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { fakeServer, ok, type Routes } from '../../testing/fakeApi';
import { MONTHLY_STRIPE, PLANS, quota } from '../../testing/premium';
import { PricingScreen } from './PricingScreen';
import { ADA, sessionAs } from '../../testing/session';

// The native app: Capacitor says so, and the store is reached through the purchase module.
vi.mock('@capacitor/core', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@capacitor/core')>();
  return { ...actual, Capacitor: { ...actual.Capacitor, isNativePlatform: () => true } };
});
const store = vi.hoisted(() => ({
  purchasesAvailable: vi.fn(() => true),
  purchasePlan: vi.fn<(period: string) => Promise<boolean>>(),
  restorePurchases: vi.fn<() => Promise<boolean>>(),
  manageSubscriptions: vi.fn<() => Promise<void>>(),
}));
vi.mock('../../native/purchases', () => store);
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

beforeEach(() => {
  notifications.clear();
  store.purchasesAvailable.mockReturnValue(true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Object.values(store).forEach((fn) => fn.mockReset());
});

describe('<PricingScreen /> in the native app', () => {
  it('buys a plan through the store, then refreshes the quota and subscription', async () => {
    const server = fakeServer(free);
    store.purchasePlan.mockResolvedValue(true);
    await renderWithProviders(<PricingScreen />, { path: '/pricing' });
    expect(screen.queryByTestId('payments-unavailable')).toBeNull();
    await screen.findByTestId('current-plan');
    const quotaCalls = server.count('getQuota');
    const subscriptionCalls = server.count('getSubscription');

    fireEvent.click(await subscribe('Monthly'));
    await waitFor(() =>
      expect(shown()).toEqual([{ message: 'Premium is active. Thank you!', type: 'positive' }]),
    );
    expect(store.purchasePlan).toHaveBeenCalledWith('monthly');
    expect(server.count('getQuota')).toBeGreaterThan(quotaCalls);
    expect(server.count('getSubscription')).toBeGreaterThan(subscriptionCalls);
    expect(server.count('createCheckoutSession')).toBe(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows nothing when the user cancels the purchase, and the store’s message when it fails', async () => {
    fakeServer(free);
    store.purchasePlan.mockResolvedValueOnce(false);
    await renderWithProviders(<PricingScreen />, { path: '/pricing' });
    const weekly = await subscribe('Weekly');
    fireEvent.click(weekly);
    await waitFor(() => expect(store.purchasePlan).toHaveBeenCalledWith('weekly'));
    await waitFor(() => expect(weekly.getAttribute('data-loading')).toBeNull());
    expect(shown()).toEqual([]);

    store.purchasePlan.mockRejectedValueOnce(new Error('Package not found'));
    fireEvent.click(await subscribe('Annual'));
    await waitFor(() => expect(shown()).toEqual([{ message: 'Package not found', type: 'negative' }]));
  });

  it('restores purchases, saying whether Premium came back', async () => {
    fakeServer(free);
    store.restorePurchases.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
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
    store.manageSubscriptions.mockResolvedValue(undefined);
    await renderWithProviders(<PricingScreen />, { path: '/pricing' });
    fireEvent.click(await screen.findByRole('button', { name: 'Manage subscription' }));
    await waitFor(() => expect(store.manageSubscriptions).toHaveBeenCalledTimes(1));
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
    store.purchasesAvailable.mockReturnValue(false);
    await renderWithProviders(<PricingScreen />, { path: '/pricing' });
    expect((await screen.findByTestId('payments-unavailable')).textContent).toBe(
      'Purchases are not available in this version of the app.',
    );
    expect(((await subscribe('Monthly')) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Restore purchases' })).toBeNull();
  });
});
