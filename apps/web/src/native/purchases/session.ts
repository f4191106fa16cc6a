import { PURCHASES_ERROR_CODE, Purchases } from '@revenuecat/purchases-capacitor';
import { revenueCatApiKey } from '../../api/config';
import { purchasesAvailable } from './availability';
import { purchaseErrorCode } from './errors';

/**
 * Identifies the signed-in user to RevenueCat, so purchases (and the webhook's entitlement row)
 * belong to our user id. The native SDK outlives a reload of the web view, so whether it is
 * configured, and for whom, is asked of the SDK rather than remembered here.
 */
export async function configurePurchases(userId: string): Promise<void> {
  if (!purchasesAvailable()) return;
  const { isConfigured } = await Purchases.isConfigured();
  if (!isConfigured) {
    await Purchases.configure({ apiKey: revenueCatApiKey(), appUserID: userId });
    return;
  }
  const { appUserID } = await Purchases.getAppUserID();
  if (appUserID !== userId) await Purchases.logIn({ appUserID: userId });
}

/** Forgets the user at sign-out; the SDK goes on with an anonymous id until the next sign-in. */
export async function logOutPurchases(): Promise<void> {
  if (!purchasesAvailable()) return;
  const { isConfigured } = await Purchases.isConfigured();
  if (!isConfigured) return;
  try {
    await Purchases.logOut();
  } catch (error) {
    // Already anonymous (a second sign-out): nothing to forget.
    if (purchaseErrorCode(error) !== PURCHASES_ERROR_CODE.LOG_OUT_ANONYMOUS_USER_ERROR) throw error;
  }
}
