import { Purchases } from '@revenuecat/purchases-capacitor';
import { purchasesAvailable } from './availability';
import { purchaseRefusal } from './errors';
import { purchasesFollowingUser } from './followAuth';

/**
 * Waits for the sign-in's configuration to reach the SDK (a purchase right after sign-in must not
 * race it), then refuses with a clear message when purchases cannot run here.
 */
export async function readyForPurchases(): Promise<void> {
  if (!purchasesAvailable()) throw purchaseRefusal('purchases.unavailable');
  await purchasesFollowingUser();
  const { isConfigured } = await Purchases.isConfigured();
  if (!isConfigured) throw purchaseRefusal('purchases.unavailable');
}
