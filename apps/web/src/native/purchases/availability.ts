import { isNativePlatform, revenueCatApiKey } from '../../api/config';

/**
 * In-app subscriptions run in the iOS/Android app only (SPEC.md §1), and only in a build given the
 * store's RevenueCat key; everywhere else the purchase functions do nothing or refuse.
 */
export function purchasesAvailable(): boolean {
  return isNativePlatform() && revenueCatApiKey() !== '';
}
