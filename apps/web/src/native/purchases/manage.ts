import { Purchases } from '@revenuecat/purchases-capacitor';
import { appPlatform } from '../../api/config';
import { purchasesAvailable } from './availability';

/** Where each store lets a user change or cancel a subscription. */
export const STORE_SUBSCRIPTIONS_URL = {
  ios: 'https://apps.apple.com/account/subscriptions',
  android: 'https://play.google.com/store/account/subscriptions',
} as const;

/** Google Play's page for this very subscription when the SDK knows it, else the general one. */
async function androidManagementUrl(): Promise<string> {
  if (!purchasesAvailable()) return STORE_SUBSCRIPTIONS_URL.android;
  try {
    const { isConfigured } = await Purchases.isConfigured();
    if (!isConfigured) return STORE_SUBSCRIPTIONS_URL.android;
    const { customerInfo } = await Purchases.getCustomerInfo();
    return customerInfo.managementURL ?? STORE_SUBSCRIPTIONS_URL.android;
  } catch {
    return STORE_SUBSCRIPTIONS_URL.android;
  }
}

/**
 * Opens the store's subscription page, on iOS or Android only (SPEC.md §7); on the web it does
 * nothing (Stripe's customer portal is the web's). A new window is how the web view hands a URL to
 * the system: Capacitor opens it in the App Store / Play Store app, not inside the app.
 */
export async function manageSubscriptions(): Promise<void> {
  const platform = appPlatform();
  if (platform === 'web') return;
  const url = platform === 'ios' ? STORE_SUBSCRIPTIONS_URL.ios : await androidManagementUrl();
  window.open(url, '_blank');
}
