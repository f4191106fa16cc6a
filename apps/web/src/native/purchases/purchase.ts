import { Purchases, type CustomerInfo } from '@revenuecat/purchases-capacitor';
import { ENTITLEMENT, PLANS, type Plan } from '@tolk/contract';
import { purchasesAvailable } from './availability';
import { isPurchaseCancelled, purchaseRefusal, toPurchaseError } from './errors';
import { findPlanPackage } from './offerings';
import { readyForPurchases } from './ready';

/** The premium entitlement as the store sees it (SPEC.md §3, active subscription info). */
export interface StoreSubscription {
  active: boolean;
  productId: string | null;
  /** ISO date the current period ends; null for none (or a lifetime grant). */
  expiresDate: string | null;
  willRenew: boolean;
  /** The store's page for managing it, when the SDK knows one. */
  managementUrl: string | null;
}

function premiumActive(info: CustomerInfo): boolean {
  return info.entitlements.active[ENTITLEMENT]?.isActive === true;
}

/** Runs an SDK call, turning its rejections into errors with a message the user can read. */
async function storeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    await readyForPurchases();
    return await call();
  } catch (error) {
    throw toPurchaseError(error);
  }
}

/**
 * Buys a plan through the store. True when premium is active afterwards; false, silently, when
 * the user cancels the store's sheet (SPEC.md §8). Throws a PurchaseError with a user-facing
 * message otherwise, e.g. 'Package not found' when the current offering lacks the plan.
 */
export async function purchasePlan(period: Plan): Promise<boolean> {
  if (!PLANS.includes(period)) throw purchaseRefusal('purchases.invalidPeriod');
  return storeCall(async () => {
    const aPackage = await findPlanPackage(period);
    if (!aPackage) throw purchaseRefusal('purchases.packageNotFound');
    try {
      const { customerInfo } = await Purchases.purchasePackage({ aPackage });
      return premiumActive(customerInfo);
    } catch (error) {
      if (isPurchaseCancelled(error)) return false;
      throw error;
    }
  });
}

/** Restores the store account's earlier purchases to this user; true when premium is active. */
export async function restorePurchases(): Promise<boolean> {
  return storeCall(async () => premiumActive((await Purchases.restorePurchases()).customerInfo));
}

/** Sends the store's purchases to RevenueCat again, e.g. when premium seems missing. */
export async function syncPurchases(): Promise<void> {
  await storeCall(() => Purchases.syncPurchases());
}

/** The store's view of premium; null where in-app purchases are not available. */
export async function getCustomerInfo(): Promise<StoreSubscription | null> {
  if (!purchasesAvailable()) return null;
  const { customerInfo } = await storeCall(() => Purchases.getCustomerInfo());
  const premium = customerInfo.entitlements.active[ENTITLEMENT];
  return {
    active: premium?.isActive === true,
    productId: premium?.productIdentifier ?? null,
    expiresDate: premium?.expirationDate ?? null,
    willRenew: premium?.willRenew ?? false,
    managementUrl: customerInfo.managementURL,
  };
}
