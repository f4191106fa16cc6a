// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reasonMessage } from '@tolk/contract';
import { applyLiveEvent } from '../../api/cacheUpdates';
import { browserLocation } from '../../api/premium';
import { notifications } from '../../app/notifications/notify';
import enUS from '../../app/i18n/locales/en-US.json';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { MONTHLY_STRIPE, PLANS, SearchProbe, quota } from '../../testing/premium';
import { fakeServer, ok, refused, type Routes } from '../../testing/fakeApi';
import { ACTIVATION_GIVE_UP_MS, ACTIVATION_POLL_MS } from './useCheckoutReturn';
import { PricingScreen } from './PricingScreen';
import { ADA, sessionAs } from '../../testing/session';

// Someone is signed in (the route's guard saw to it), so the account queries run.
// Signed in as the server's session check says (the real auth store, fetch faked).
beforeEach(() => sessionAs(ADA));

const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);

const free: Routes = {
  getPlans: ok(PLANS),
  getQuota: ok(quota(false)),
  getSubscription: ok(null),
  createCheckoutSession: (data) =>
    ok({ url: `https://checkout.stripe.test/${String(data.period)}`, sessionId: 'cs_1' }),
};
const premium: Routes = {
  ...free,
  getQuota: ok(quota(true)),
  getSubscription: ok(MONTHLY_STRIPE),
  createPortalSession: ok({ url: 'https://billing.stripe.test/session/p1' }),
};

const renderAt = (path = '/pricing') =>
  renderWithProviders(
    <>
      <PricingScreen />
      <SearchProbe />
    </>,
    { path },
  );

const shown = () => notifications.getSnapshot().map(({ message, type }) => ({ message, type }));
const plan = (period: string) => screen.findByTestId(`plan-${period}`);

beforeEach(() => notifications.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  assign.mockClear();
});

describe('<PricingScreen /> on the web', () => {
  it('shows a free user the three plans with prices, monthly figures and what premium gives', async () => {
    fakeServer(free);
    await renderAt();
    const weekly = await plan('weekly');
    expect(within(weekly).getByTestId('plan-price').textContent).toBe('$4.99');
    expect(within(weekly).getByTestId('plan-per-month').textContent).toBe('About $21.62 a month');
    const monthly = await plan('monthly');
    expect(within(monthly).getByTestId('plan-price').textContent).toBe('$9.99');
    expect(within(monthly).getByTestId('plan-per-month').textContent).toContain('Billed every month');
    const annual = await plan('annual');
    expect(within(annual).getByTestId('plan-price').textContent).toBe('$59.99');
    expect(within(annual).getByTestId('plan-per-month').textContent).toBe(
      '$5.00 a month, billed once a year',
    );
    expect(annual.textContent).toContain('Save 49%');
    expect(screen.getByRole('heading', { level: 3, name: 'Annual' })).toBeTruthy();

    expect((await screen.findByTestId('current-plan')).textContent).toBe('Free');
    const subscribe = screen.getAllByRole('button', { name: /^Subscribe to the/ }) as HTMLButtonElement[];
    expect(subscribe.map((button) => button.disabled)).toEqual([false, false, false]);
    expect(screen.queryByRole('button', { name: 'Manage subscription' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Restore purchases' })).toBeNull();

    const rows = within(screen.getByTestId('plan-comparison')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Pages a month51,000',
      'Storage100 MB10 GB',
      'Image translations a month101,000',
    ]);
  });

  it('sends the browser to Stripe Checkout for the chosen period', async () => {
    const server = fakeServer(free);
    await renderAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe to the Annual plan' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/annual'));
    expect(server.calls.find((call) => call.name === 'createCheckoutSession')?.data).toEqual({
      period: 'annual',
    });
    // The button keeps its loader while the browser leaves.
    const button = screen.getByRole('button', { name: 'Subscribe to the Annual plan' });
    expect(button.getAttribute('data-loading')).toBe('true');
  });

  it('disables Subscribe and says so when the server takes no payments', async () => {
    expect(enUS.pricing.paymentsUnavailable).toBe(reasonMessage('PAYMENTS_UNAVAILABLE'));
    fakeServer({ ...free, getPlans: ok({ ...PLANS, webCheckout: false }) });
    await renderAt();
    expect((await screen.findByTestId('payments-unavailable')).textContent).toBe(
      reasonMessage('PAYMENTS_UNAVAILABLE'),
    );
    const subscribe = screen.getAllByRole('button', { name: /^Subscribe to the/ }) as HTMLButtonElement[];
    expect(subscribe.map((button) => button.disabled)).toEqual([true, true, true]);
  });

  it('shows a premium user the plan, its renewal date and the Stripe portal', async () => {
    const server = fakeServer(premium);
    await renderAt();
    expect((await screen.findByTestId('renewal')).textContent).toBe('Renews on December 21, 2026');
    expect(screen.getByTestId('current-plan').textContent).toBe('Premium');
    expect((await plan('monthly')).getAttribute('aria-current')).toBe('true');
    expect(within(await plan('monthly')).getByText('Current plan')).toBeTruthy();
    expect((await plan('annual')).getAttribute('aria-current')).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Subscribe/ })).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Manage subscription' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/session/p1'));
    expect(server.count('createPortalSession')).toBe(1);
  });

  it('says when a subscription ends, warns of a failed payment, and sends store buyers to the store', async () => {
    const ending = { ...MONTHLY_STRIPE, willRenew: false, billingIssue: true, source: 'revenuecat' as const };
    fakeServer({ ...premium, getSubscription: ok(ending) });
    await renderAt();
    expect((await screen.findByTestId('renewal')).textContent).toBe('Ends on December 21, 2026');
    expect(screen.getByRole('alert').textContent).toContain('Your last payment did not go through');
    expect(screen.getByTestId('manage-elsewhere').textContent).toContain('App Store or Google Play');
    expect(screen.queryByRole('button', { name: 'Manage subscription' })).toBeNull();
  });

  it('shows a refused checkout as a negative notification and frees the button', async () => {
    fakeServer({ ...free, createCheckoutSession: refused(503, 'unavailable', 'Stripe is not answering') });
    await renderAt();
    const button = await screen.findByRole('button', { name: 'Subscribe to the Monthly plan' });
    fireEvent.click(button);
    await waitFor(() => expect(shown()).toEqual([{ message: 'Stripe is not answering', type: 'negative' }]));
    expect(button.getAttribute('data-loading')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('<PricingScreen /> back from Stripe Checkout', () => {
  it('waits for Premium, then says so and drops the query parameters', async () => {
    fakeServer(free);
    const { queryClient } = await renderAt('/pricing?checkout=success&session_id=cs_1');
    expect((await screen.findByTestId('activating')).textContent).toContain('Activating Premium…');
    await screen.findByTestId('current-plan');

    // The webhook has run: the server's live events bring the new quota.
    act(() => {
      applyLiveEvent(queryClient, 'quota', quota(true));
    });
    await waitFor(() => expect(screen.queryByTestId('activating')).toBeNull());
    expect(shown()).toEqual([{ message: 'Premium is active. Thank you!', type: 'positive' }]);
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''));
  });

  it('polls the quota every 2 s when no live event comes', async () => {
    vi.useFakeTimers();
    let premiumNow = false;
    const server = fakeServer({ ...free, getQuota: () => ok(quota(premiumNow)) });
    await renderAt('/pricing?checkout=success&session_id=cs_1');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByTestId('activating')).toBeTruthy();
    const before = server.count('getQuota');
    await act(() => vi.advanceTimersByTimeAsync(ACTIVATION_POLL_MS));
    expect(server.count('getQuota')).toBe(before + 1);
    premiumNow = true;
    await act(() => vi.advanceTimersByTimeAsync(ACTIVATION_POLL_MS));
    expect(screen.queryByTestId('activating')).toBeNull();
    expect(shown()).toEqual([{ message: 'Premium is active. Thank you!', type: 'positive' }]);
  });

  it('gives up waiting after 60 s with an explanation', async () => {
    vi.useFakeTimers();
    const server = fakeServer(free);
    await renderAt('/pricing?checkout=success&session_id=cs_1');
    await act(() => vi.advanceTimersByTimeAsync(ACTIVATION_GIVE_UP_MS));
    expect(screen.queryByTestId('activating')).toBeNull();
    expect(shown()).toEqual([{ message: enUS.pricing.activationSlow, type: 'info' }]);
    expect(screen.getByTestId('search').textContent).toBe('');
    const polls = server.count('getQuota');
    await act(() => vi.advanceTimersByTimeAsync(ACTIVATION_POLL_MS * 3));
    expect(server.count('getQuota')).toBe(polls);
  });

  it('says a cancelled checkout charged nothing', async () => {
    fakeServer(free);
    await renderAt('/pricing?checkout=cancelled');
    await waitFor(() =>
      expect(shown()).toEqual([
        { message: 'Checkout was cancelled. You have not been charged.', type: 'info' },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''));
    expect(screen.queryByTestId('activating')).toBeNull();
  });
});
