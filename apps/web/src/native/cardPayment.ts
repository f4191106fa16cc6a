import { navigateTo } from '../app/router/navigation';

/**
 * Card payment provider (SPEC.md §1). Cards are paid on Stripe Checkout, a page of Stripe's: on the
 * web the Pricing screen redirects there and Stripe sends the user back to
 * /pricing?checkout=success|cancelled, which the screen reads. When Stripe's return link opens the
 * native app instead (a link containing stripe-redirect, e.g. app.tolk://stripe-redirect?
 * checkout=success), it lands here and is turned into the same /pricing page with the link's
 * query, so both ways end on one screen. Subscriptions bought in the app itself go through the
 * stores (./purchases), not here.
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

export function handlePaymentUrl(url: string): void {
  if (urlCallback) urlCallback(url);
  else navigateTo(pricingPathOf(url));
}

/** The card payment start-up module: Checkout is a redirect, so there is no SDK to load. */
export async function initCardPayment(): Promise<void> {
  // Nothing to load (see above).
}
