import { isNativePlatform } from '../api/config';
import { navigateTo } from '../app/router/navigation';

/**
 * Card payment provider (SPEC.md §1). Cards are paid on Stripe Checkout, a page of Stripe's: on the
 * web the Pricing screen redirects there and Stripe sends the user back to
 * /pricing?checkout=success|cancelled, which the screen reads. When Stripe's return link opens the
 * native app instead (a link containing stripe-redirect, e.g. app.tolk://stripe-redirect?
 * checkout=success), it lands here and is turned into the same /pricing page with the link's
 * query, so both ways end on one screen. Subscriptions bought in the app itself go through the
 * stores (./purchases) or, when the server offers it, Stripe's payment sheet (./paymentSheet),
 * whose return link from a bank's page (…/stripe-redirect/payment-sheet) goes back to the sheet.
 */
export type PaymentUrlCallback = (url: string) => void;

let urlCallback: PaymentUrlCallback | undefined;

/** Lets a screen that waits for Stripe's answer take the link itself instead of the navigation. */
export function setPaymentUrlCallback(callback: PaymentUrlCallback | undefined): void {
  urlCallback = callback;
}

/** The /pricing page a Stripe return link asks for, keeping its query (checkout=…, session_id=…). */
export function pricingPathOf(url: string): string {
  const query = url.indexOf('?');
  const search = new URLSearchParams(query === -1 ? '' : url.slice(query + 1).split('#')[0]);
  const rest = search.toString();
  return rest ? `/pricing?${rest}` : '/pricing';
}

/** The payment sheet's own return link (PAYMENT_SHEET_RETURN_URL), not a Checkout return. */
const SHEET_RETURN = 'stripe-redirect/payment-sheet';

export function handlePaymentUrl(url: string): void {
  if (url.includes(SHEET_RETURN)) {
    // The sheet is still open over the Pricing screen: no navigation, the plugin carries on.
    void import('./paymentSheet').then((sheet) => sheet.returnToPaymentSheet(url));
    return;
  }
  if (urlCallback) urlCallback(url);
  else navigateTo(pricingPathOf(url));
}

/**
 * The card payment start-up module. Checkout is a redirect, so the web loads nothing. The native
 * app listens for a payment sheet's result that outlived the page that opened the sheet; the
 * plugin itself is initialized when a sheet is first opened, with the server's publishable key.
 */
export async function initCardPayment(): Promise<void> {
  if (!isNativePlatform()) return;
  const sheet = await import('./paymentSheet');
  await sheet.listenForLateSheetResults();
}
