import type {
  CustomerInfo,
  PurchasesEntitlementInfo,
  PurchasesError,
  PurchasesOfferings,
  PurchasesPackage,
  PURCHASES_ERROR_CODE,
} from '@revenuecat/purchases-capacitor';
import { vi } from 'vitest';

/**
 * The RevenueCat plugin faked at its JS boundary: each method answers with the shapes of the
 * plugin's type definitions. Tests mock '@revenuecat/purchases-capacitor' with `Purchases:
 * fakePurchases` and set answers per case; `resetFakePurchases` brings back a configured SDK whose
 * current offering sells the three plans and whose customer has no premium.
 */
export const fakePurchases = {
  isConfigured: vi.fn(),
  configure: vi.fn(),
  getAppUserID: vi.fn(),
  logIn: vi.fn(),
  logOut: vi.fn(),
  getOfferings: vi.fn(),
  purchasePackage: vi.fn(),
  restorePurchases: vi.fn(),
  syncPurchases: vi.fn(),
  getCustomerInfo: vi.fn(),
};

/** A customer, with the premium entitlement active when `premium` is given. */
export function customerInfo(
  premium?: Partial<PurchasesEntitlementInfo>,
  managementURL: string | null = null,
): CustomerInfo {
  const active: Record<string, PurchasesEntitlementInfo> = {};
  if (premium) active.premium = { isActive: true, ...premium } as PurchasesEntitlementInfo;
  return {
    entitlements: { all: { ...active }, active, verification: 'NOT_REQUESTED' },
    managementURL,
  } as unknown as CustomerInfo;
}

export function storePackage(identifier: string, priceString: string): PurchasesPackage {
  return {
    identifier,
    product: { identifier: `tolk${identifier}`, priceString, price: 1, currencyCode: 'USD' },
  } as unknown as PurchasesPackage;
}

export function offerings(packages: PurchasesPackage[]): PurchasesOfferings {
  const current = {
    identifier: 'default',
    availablePackages: packages,
  } as unknown as PurchasesOfferings['current'];
  return { all: current ? { default: current } : {}, current };
}

export const THREE_PLANS = [
  storePackage('$rc_weekly', '$4.99'),
  storePackage('$rc_monthly', '$9.99'),
  storePackage('$rc_annual', '$59.99'),
];

/** A rejection as the plugin gives it, after its error normalisation. */
export function storeError(code: `${PURCHASES_ERROR_CODE}` | string): PurchasesError {
  return Object.assign(new Error(`SDK error ${code}`), {
    code,
    userCancelled: code === '1',
    readableErrorCode: 'ERROR',
    userInfo: { readableErrorCode: 'ERROR' },
    underlyingErrorMessage: '',
  }) as unknown as PurchasesError;
}

export function resetFakePurchases(): void {
  for (const method of Object.values(fakePurchases)) method.mockReset();
  fakePurchases.isConfigured.mockResolvedValue({ isConfigured: true });
  fakePurchases.configure.mockResolvedValue(undefined);
  fakePurchases.getAppUserID.mockResolvedValue({ appUserID: 'u1' });
  fakePurchases.logIn.mockResolvedValue({ customerInfo: customerInfo(), created: false });
  fakePurchases.logOut.mockResolvedValue({ customerInfo: customerInfo() });
  fakePurchases.getOfferings.mockResolvedValue(offerings(THREE_PLANS));
  fakePurchases.purchasePackage.mockResolvedValue({ customerInfo: customerInfo({}) });
  fakePurchases.restorePurchases.mockResolvedValue({ customerInfo: customerInfo() });
  fakePurchases.syncPurchases.mockResolvedValue(undefined);
  fakePurchases.getCustomerInfo.mockResolvedValue({ customerInfo: customerInfo() });
}

/** The platform Capacitor reports; tests mock '@capacitor/core' to read it. */
export const fakePlatform = { name: 'ios' as 'ios' | 'android' | 'web' };

/**
 * The two module mocks every purchases test needs, for `vi.mock(id, () => mockedModule(id))`:
 * the plugin with its `Purchases` faked, and Capacitor reporting `fakePlatform.name`.
 */
export async function mockedModule(id: '@revenuecat/purchases-capacitor' | '@capacitor/core') {
  if (id === '@revenuecat/purchases-capacitor') {
    const actual = await vi.importActual<typeof import('@revenuecat/purchases-capacitor')>(id);
    return { ...actual, Purchases: fakePurchases };
  }
  const actual = await vi.importActual<typeof import('@capacitor/core')>(id);
  const Capacitor = {
    ...actual.Capacitor,
    getPlatform: () => fakePlatform.name,
    isNativePlatform: () => fakePlatform.name !== 'web',
  };
  return { ...actual, Capacitor };
}
