import { PaymentSheetEventsEnum, Stripe } from '@capacitor-community/stripe';
import type { Plan } from '@tolk/contract';
import { appPlatform, isNativePlatform } from '../api/config';
import { createPaymentSheet } from '../api/premium';
import { i18n } from '../app/i18n/translator';
import { notifyError } from '../app/notifications/notify';
import { navigateTo } from '../app/router/navigation';

/**
 * Card payment in the native app through Stripe's payment sheet (the Stripe plugin). The server
 * makes a subscription waiting for its first payment and hands over what the sheet needs,
 * publishable key included, so a build carries no Stripe key. Premium follows from Stripe's
 * webhook, not from here: a completed sheet only means the payment went through, and the Pricing
 * screen then waits for the plan as after Stripe Checkout (/pricing?checkout=success).
 */

/** How the sheet ended: paid, dismissed by the user, or the payment failed. */
export type CardPaymentResult = 'completed' | 'canceled' | 'failed';

/** Where the sheet comes back to after a bank's page (iOS); a stripe-redirect link, see cardPayment. */
export const PAYMENT_SHEET_RETURN_URL = 'app.tolk://stripe-redirect/payment-sheet';

/** The Pricing page that waits for premium after a payment (useCheckoutReturn). */
export const AFTER_PAYMENT_PATH = '/pricing?checkout=success';

let initializedKey: string | undefined;
/** True while payByCard waits for the sheet: its events are then payByCard's to answer. */
let sheetOpen = false;

async function initialized(publishableKey: string): Promise<void> {
  if (initializedKey === publishableKey) return;
  await Stripe.initialize({ publishableKey });
  initializedKey = publishableKey;
}

const RESULTS: Record<string, CardPaymentResult> = {
  [PaymentSheetEventsEnum.Completed]: 'completed',
  [PaymentSheetEventsEnum.Canceled]: 'canceled',
  [PaymentSheetEventsEnum.Failed]: 'failed',
};

/**
 * Pays for the period by card: asks the server for the sheet, opens it and says how it ended.
 * A refusal of the server or an error of the plugin rejects (nothing was charged); the caller
 * shows it. Native only.
 */
export async function payByCard(period: Plan): Promise<CardPaymentResult> {
  if (!isNativePlatform()) throw new Error('The card payment sheet runs in the native app only');
  const setup = await createPaymentSheet(period);
  await initialized(setup.publishableKey);
  sheetOpen = true;
  try {
    await Stripe.createPaymentSheet({
      paymentIntentClientSecret: setup.paymentIntentClientSecret,
      customerId: setup.customerId,
      customerEphemeralKeySecret: setup.ephemeralKeySecret,
      merchantDisplayName: 'Tolk',
      returnURL: PAYMENT_SHEET_RETURN_URL,
    });
    const { paymentResult } = await Stripe.presentPaymentSheet();
    return RESULTS[paymentResult] ?? 'failed';
  } finally {
    sheetOpen = false;
  }
}

/**
 * A sheet's result that reaches no payByCard: Android may end the app's page while the sheet is
 * open and deliver the result, as an event only, to the page that starts next. Completed then
 * leads to the Pricing page that waits for premium, failed to the same notification as in
 * payByCard's caller; canceled needs nothing.
 */
export async function listenForLateSheetResults(): Promise<void> {
  await Stripe.addListener(PaymentSheetEventsEnum.Completed, () => {
    if (!sheetOpen) navigateTo(AFTER_PAYMENT_PATH);
  });
  await Stripe.addListener(PaymentSheetEventsEnum.Failed, () => {
    if (!sheetOpen) notifyError(i18n.t('pricing.cardFailed'));
  });
}

/** A bank's page sent the user back (PAYMENT_SHEET_RETURN_URL): iOS's sheet takes it from here. */
export async function returnToPaymentSheet(url: string): Promise<void> {
  if (appPlatform() === 'ios') await Stripe.handleURLCallback?.({ url });
}
