/**
 * In-app subscriptions on iOS and Android through RevenueCat (SPEC.md §7, "Subscriptions (native
 * only)"). Off native, or in a build without the store's key, nothing here touches the SDK.
 */
export { purchasesAvailable } from './availability';
export { configurePurchases, logOutPurchases } from './session';
export { getOfferingPackages, type StorePackage } from './offerings';
export {
  purchasePlan,
  restorePurchases,
  syncPurchases,
  getCustomerInfo,
  type StoreSubscription,
} from './purchase';
export { manageSubscriptions } from './manage';
export { purchaseErrorMessage, PurchaseError } from './errors';
