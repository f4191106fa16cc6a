/**
 * Card payment provider (SPEC.md §1). PLACEHOLDER: payments arrive with the Pricing issue, which
 * brings @capacitor-community/stripe on native and Stripe Checkout on the web. Until then the
 * start-up module only records that the provider is absent, and a stripe-redirect link that opens
 * the app is handed here and logged, so nothing is silently lost.
 */
export type PaymentUrlCallback = (url: string) => void;

let urlCallback: PaymentUrlCallback | undefined;

/** Lets the future payment provider receive stripe-redirect links. */
export function setPaymentUrlCallback(callback: PaymentUrlCallback | undefined): void {
  urlCallback = callback;
}

export function handlePaymentUrl(url: string): void {
  if (urlCallback) urlCallback(url);
  else console.warn('Card payments are not available yet; ignoring', url);
}

/** The card payment start-up module. */
export async function initCardPayment(): Promise<void> {
  // Nothing to load yet (see above).
}
