// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentSheetEventsEnum } from '@capacitor-community/stripe';
import { CallableError } from '@tolk/client';
import { initI18n } from '../app/i18n/i18n';
import { notifications } from '../app/notifications/notify';
import { connectNavigation } from '../app/router/navigation';
import { fakeServer, ok, refused } from '../testing/fakeApi';
import { fakePlatform } from '../testing/fakePurchases';
import { fakeStripe, resetFakeStripe, SHEET_SETUP } from '../testing/fakeStripe';
import { handlePaymentUrl, initCardPayment } from './cardPayment';
import { listenForLateSheetResults, PAYMENT_SHEET_RETURN_URL, payByCard } from './paymentSheet';
import { untilShown } from '../testing/waits';

vi.mock('@capacitor-community/stripe', async () =>
  (await import('../testing/fakeStripe')).mockedStripeModule(),
);
vi.mock('@capacitor/core', async () =>
  (await import('../testing/fakePurchases')).mockedModule('@capacitor/core'),
);

const shown = () => notifications.getSnapshot().map(({ message, type }) => ({ message, type }));
const CARD_FAILED = 'Your card payment did not go through. Check your card details or try another card.';

beforeEach(async () => {
  await initI18n('en-US');
  resetFakeStripe();
  notifications.clear();
  fakePlatform.name = 'android';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('payByCard', () => {
  it('opens the sheet with what the server gave, the plugin initialized once with its key', async () => {
    const server = fakeServer({ createPaymentSheet: ok(SHEET_SETUP) });
    fakeStripe.sheetEnds(PaymentSheetEventsEnum.Completed);
    fakeStripe.sheetEnds(PaymentSheetEventsEnum.Canceled);
    fakeStripe.sheetEnds(PaymentSheetEventsEnum.Failed);

    expect(await payByCard('annual')).toBe('completed');
    expect(server.calls).toEqual([{ name: 'createPaymentSheet', data: { period: 'annual' } }]);
    expect(fakeStripe.initialize).toHaveBeenCalledWith({ publishableKey: 'pk_test_tolk' });
    expect(fakeStripe.createPaymentSheet).toHaveBeenCalledWith({
      paymentIntentClientSecret: SHEET_SETUP.paymentIntentClientSecret,
      customerId: SHEET_SETUP.customerId,
      customerEphemeralKeySecret: SHEET_SETUP.ephemeralKeySecret,
      merchantDisplayName: 'Tolk',
      returnURL: PAYMENT_SHEET_RETURN_URL,
    });
    expect(await payByCard('monthly')).toBe('canceled');
    expect(await payByCard('weekly')).toBe('failed');
    expect(fakeStripe.initialize).toHaveBeenCalledTimes(1);
    expect(fakeStripe.presentPaymentSheet).toHaveBeenCalledTimes(3);
  });

  it('rejects with the server’s refusal before the plugin is touched', async () => {
    fakeServer({
      createPaymentSheet: refused(
        409,
        'aborted',
        'You already have Premium. Manage your subscription to change plans.',
      ),
    });
    await expect(payByCard('monthly')).rejects.toBeInstanceOf(CallableError);
    expect(fakeStripe.createPaymentSheet).not.toHaveBeenCalled();
    expect(fakeStripe.presentPaymentSheet).not.toHaveBeenCalled();
  });

  it('rejects when the plugin cannot make the sheet, without presenting it', async () => {
    fakeServer({ createPaymentSheet: ok(SHEET_SETUP) });
    fakeStripe.createPaymentSheet.mockRejectedValueOnce(new Error('Invalid Params.'));
    await expect(payByCard('monthly')).rejects.toThrow('Invalid Params.');
    expect(fakeStripe.presentPaymentSheet).not.toHaveBeenCalled();
  });

  it('refuses on the web, asking nothing of the server', async () => {
    fakePlatform.name = 'web';
    const server = fakeServer({ createPaymentSheet: ok(SHEET_SETUP) });
    await expect(payByCard('monthly')).rejects.toThrow(/native app only/);
    expect(server.calls).toEqual([]);
  });
});

describe('sheet results that reach no payByCard', () => {
  it('lead to the page that waits for premium, or to a negative notification; canceled to nothing', async () => {
    const visited: string[] = [];
    connectNavigation((to) => visited.push(to));
    await initCardPayment();
    fakeStripe.emit(PaymentSheetEventsEnum.Canceled);
    expect(visited).toEqual([]);
    fakeStripe.emit(PaymentSheetEventsEnum.Completed);
    expect(visited).toEqual(['/pricing?checkout=success']);
    fakeStripe.emit(PaymentSheetEventsEnum.Failed, { message: 'Your card was declined.' });
    expect(shown()).toEqual([{ message: CARD_FAILED, type: 'negative' }]);
  });

  it('are left to payByCard while its sheet is open', async () => {
    const visited: string[] = [];
    connectNavigation((to) => visited.push(to));
    await listenForLateSheetResults();
    fakeServer({ createPaymentSheet: ok(SHEET_SETUP) });
    fakeStripe.sheetEnds(PaymentSheetEventsEnum.Failed);
    fakeStripe.sheetEnds(PaymentSheetEventsEnum.Completed);
    expect(await payByCard('monthly')).toBe('failed');
    expect(await payByCard('monthly')).toBe('completed');
    expect(shown()).toEqual([]);
    expect(visited).toEqual([]);
  });

  it('are not listened for on the web', async () => {
    fakePlatform.name = 'web';
    await initCardPayment();
    expect(fakeStripe.addListener).not.toHaveBeenCalled();
  });
});

describe('the sheet’s return link from a bank’s page', () => {
  it('goes to the iOS sheet, not to a page', async () => {
    const visited: string[] = [];
    connectNavigation((to) => visited.push(to));
    fakePlatform.name = 'ios';
    handlePaymentUrl(PAYMENT_SHEET_RETURN_URL);
    await vi.waitFor(
      () => expect(fakeStripe.handleURLCallback).toHaveBeenCalledWith({ url: PAYMENT_SHEET_RETURN_URL }),
      untilShown,
    );
    expect(visited).toEqual([]);
    // A Checkout return still lands on /pricing.
    handlePaymentUrl('app.tolk://stripe-redirect?checkout=success');
    expect(visited).toEqual(['/pricing?checkout=success']);
  });
});
