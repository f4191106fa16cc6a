// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PaymentSheetEventsEnum } from '@capacitor-community/stripe';
import { reasonMessage } from '@tolk/contract';
import enUS from '../../app/i18n/locales/en-US.json';
import { notifications } from '../../app/notifications/notify';
import { fakeServer, ok, refused, type Routes } from '../../testing/fakeApi';
import { fakePlatform, resetFakePurchases } from '../../testing/fakePurchases';
import { fakeStripe, resetFakeStripe, SHEET_SETUP } from '../../testing/fakeStripe';
import { PLANS, SearchProbe, quota } from '../../testing/premium';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { PricingScreen } from './PricingScreen';
import { ADA, sessionAs } from '../../testing/session';

// The native app, with the store's key, the Stripe plugin faked at its JS boundary and the server
// at the HTTP boundary.
vi.mock('@capacitor-community/stripe', async () =>
  (await import('../../testing/fakeStripe')).mockedStripeModule(),
);
vi.mock('@revenuecat/purchases-capacitor', async () =>
  (await import('../../testing/fakePurchases')).mockedModule('@revenuecat/purchases-capacitor'),
);
vi.mock('@capacitor/core', async () =>
  (await import('../../testing/fakePurchases')).mockedModule('@capacitor/core'),
);
// Signed in as the server's session check says (the real auth store, fetch faked).
beforeEach(() => sessionAs(ADA));

let paid = false;
const offered: Routes = {
  getPlans: ok({ ...PLANS, webCheckout: true, nativeCardPayment: true }),
  // Premium once the webhook has run (`paid`), as the server's quota would say.
  getQuota: () => ok(quota(paid)),
  getSubscription: ok(null),
  createPaymentSheet: ok(SHEET_SETUP),
};

const renderAt = () =>
  renderWithProviders(
    <>
      <PricingScreen />
      <SearchProbe />
    </>,
    { path: '/pricing' },
  );
const shown = () => notifications.getSnapshot().map(({ message, type }) => ({ message, type }));
const payByCard = (plan: string) => screen.findByRole('button', { name: `Pay for the ${plan} plan by card` });

beforeEach(() => {
  paid = false;
  notifications.clear();
  fakePlatform.name = 'android';
  vi.stubEnv('VITE_REVENUECAT_ANDROID_KEY', 'goog_tolk_test');
  resetFakePurchases();
  resetFakeStripe();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('<PricingScreen /> paying by card in the native app', () => {
  it('offers the card beside the store purchase on each plan', async () => {
    fakeServer(offered);
    await renderAt();
    const monthly = await screen.findByTestId('plan-monthly');
    expect(within(monthly).getByRole('button', { name: 'Subscribe to the Monthly plan' })).toBeTruthy();
    expect(
      within(monthly).getByRole('button', { name: 'Pay for the Monthly plan by card' }).textContent,
    ).toBe('Pay by card');
    expect(screen.getAllByRole('button', { name: /by card$/ })).toHaveLength(3);
  });

  it('completed: shows Premium activating, then Premium once the quota says so', async () => {
    const server = fakeServer(offered);
    fakeStripe.sheetEnds(PaymentSheetEventsEnum.Completed);
    await renderAt();
    await screen.findByTestId('current-plan');
    fireEvent.click(await payByCard('Annual'));

    expect((await screen.findByTestId('activating')).textContent).toContain('Activating Premium…');
    expect(server.calls.filter((c) => c.name === 'createPaymentSheet').map((c) => c.data)).toEqual([
      { period: 'annual' },
    ]);
    expect(fakeStripe.createPaymentSheet).toHaveBeenCalledWith(
      expect.objectContaining({ paymentIntentClientSecret: SHEET_SETUP.paymentIntentClientSecret }),
    );
    expect(screen.getByTestId('current-plan').textContent).toBe('Free');

    // The webhook has run on the server: the page's polling of the quota finds Premium.
    paid = true;
    await waitFor(() => expect(screen.getByTestId('current-plan').textContent).toBe('Premium'));
    await waitFor(() => expect(screen.queryByTestId('activating')).toBeNull());
    expect(shown()).toEqual([{ message: 'Premium is active. Thank you!', type: 'positive' }]);
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''));
  });

  it('canceled: nothing at all — no notification, no call after the sheet', async () => {
    const server = fakeServer(offered);
    fakeStripe.sheetEnds(PaymentSheetEventsEnum.Canceled);
    await renderAt();
    await screen.findByTestId('current-plan');
    const button = await payByCard('Weekly');
    fireEvent.click(button);
    await waitFor(() => expect(fakeStripe.presentPaymentSheet).toHaveBeenCalledTimes(1));
    const callsAfterSheet = server.calls.length;
    // The button stops loading once the sheet's outcome is handled: whatever it did is done.
    await waitFor(() => expect(button.getAttribute('data-loading')).toBeNull());
    expect(shown()).toEqual([]);
    expect(server.calls.length).toBe(callsAfterSheet);
    expect(screen.queryByTestId('activating')).toBeNull();
    expect(screen.getByTestId('search').textContent).toBe('');
  });

  it('failed: one negative notification, and the page does not wait for Premium', async () => {
    fakeServer(offered);
    fakeStripe.sheetEnds(PaymentSheetEventsEnum.Failed);
    await renderAt();
    fireEvent.click(await payByCard('Monthly'));
    await waitFor(() => expect(shown()).toEqual([{ message: enUS.pricing.cardFailed, type: 'negative' }]));
    expect(screen.queryByTestId('activating')).toBeNull();
  });

  it('the server refusing: a negative notification with its reason, and no sheet', async () => {
    fakeServer({
      ...offered,
      createPaymentSheet: refused(503, 'unavailable', reasonMessage('CHECKOUT_FAILED')),
    });
    await renderAt();
    const button = await payByCard('Monthly');
    fireEvent.click(button);
    await waitFor(() =>
      expect(shown()).toEqual([{ message: reasonMessage('CHECKOUT_FAILED'), type: 'negative' }]),
    );
    expect(fakeStripe.presentPaymentSheet).not.toHaveBeenCalled();
    await waitFor(() => expect(button.getAttribute('data-loading')).toBeNull());
  });

  it('pays by card even in a build without the store, and not at all when the server does not offer it', async () => {
    vi.stubEnv('VITE_REVENUECAT_ANDROID_KEY', '');
    fakeServer(offered);
    await renderAt();
    expect(((await payByCard('Monthly')) as HTMLButtonElement).disabled).toBe(false);
    // No store purchase to offer in this build: no dead Subscribe button beside the card's.
    expect(screen.queryByRole('button', { name: 'Subscribe to the Monthly plan' })).toBeNull();
    expect(screen.queryByTestId('payments-unavailable')).toBeNull();
    cleanup();

    fakeServer({ ...offered, getPlans: ok({ ...PLANS, nativeCardPayment: false }) });
    await renderAt();
    await screen.findByTestId('plan-monthly');
    expect(screen.queryByRole('button', { name: /by card$/ })).toBeNull();
  });
});

describe('<PricingScreen /> on the web', () => {
  it('has no card sheet button, even when the server offers it to the app', async () => {
    fakePlatform.name = 'web';
    fakeServer(offered);
    await renderAt();
    expect(await screen.findByRole('button', { name: 'Subscribe to the Monthly plan' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /by card$/ })).toBeNull();
    expect(screen.queryByText('Pay by card')).toBeNull();
  });
});
