// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, PLANS, STORE_PACKAGE_IDS, type Plan } from '@tolk/contract';
import { initI18n } from '../../app/i18n/i18n';
import { notifications } from '../../app/notifications/notify';
import {
  THREE_PLANS,
  customerInfo,
  fakePlatform,
  fakePurchases,
  offerings,
  resetFakePurchases,
  storeError,
} from '../../testing/fakePurchases';
import {
  getCustomerInfo,
  getOfferingPackages,
  purchasePlan,
  purchasesAvailable,
  restorePurchases,
  syncPurchases,
} from './index';

vi.mock('@revenuecat/purchases-capacitor', async () =>
  (await import('../../testing/fakePurchases')).mockedModule('@revenuecat/purchases-capacitor'),
);
vi.mock('@capacitor/core', async () =>
  (await import('../../testing/fakePurchases')).mockedModule('@capacitor/core'),
);

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  resetFakePurchases();
  fakePlatform.name = 'ios';
  vi.stubEnv('VITE_REVENUECAT_IOS_KEY', 'appl_test');
  vi.stubEnv('VITE_REVENUECAT_ANDROID_KEY', 'goog_test');
  notifications.clear();
});
afterEach(() => vi.unstubAllEnvs());

describe('purchasesAvailable', () => {
  it('is true on iOS and Android with that store’s key, false on the web or without a key', () => {
    expect(purchasesAvailable()).toBe(true);
    fakePlatform.name = 'android';
    expect(purchasesAvailable()).toBe(true);
    vi.stubEnv('VITE_REVENUECAT_ANDROID_KEY', '');
    expect(purchasesAvailable()).toBe(false);
    fakePlatform.name = 'web';
    expect(purchasesAvailable()).toBe(false);
  });
});

describe('purchasePlan', () => {
  it.each(PLANS)('buys the %s package of the current offering', async (plan: Plan) => {
    await expect(purchasePlan(plan)).resolves.toBe(true);
    expect(fakePurchases.purchasePackage).toHaveBeenCalledTimes(1);
    expect(fakePurchases.purchasePackage).toHaveBeenCalledWith({
      aPackage: expect.objectContaining({ identifier: STORE_PACKAGE_IDS[plan] }),
    });
  });

  it('is false when the store sold it but premium is not active (yet)', async () => {
    fakePurchases.purchasePackage.mockResolvedValue({ customerInfo: customerInfo() });
    await expect(purchasePlan('monthly')).resolves.toBe(false);
  });

  it('returns false, silently, when the user cancels the store’s sheet', async () => {
    fakePurchases.purchasePackage.mockRejectedValue(storeError('1'));
    await expect(purchasePlan('annual')).resolves.toBe(false);
    expect(notifications.getSnapshot()).toEqual([]);
  });

  it('refuses with "Package not found" when the offering lacks the plan', async () => {
    fakePurchases.getOfferings.mockResolvedValue(offerings(THREE_PLANS.slice(1, 2)));
    await expect(purchasePlan('weekly')).rejects.toThrow(MESSAGES.packageNotFound);
    fakePurchases.getOfferings.mockResolvedValue({ all: {}, current: null });
    await expect(purchasePlan('monthly')).rejects.toThrow(MESSAGES.packageNotFound);
    expect(fakePurchases.purchasePackage).not.toHaveBeenCalled();
  });

  it('refuses an invalid period with the message of SPEC.md §8', async () => {
    await expect(purchasePlan('daily' as Plan)).rejects.toThrow(MESSAGES.invalidSubscriptionPeriod);
  });

  it('throws other store errors with a message the user can read, and the code', async () => {
    fakePurchases.purchasePackage.mockRejectedValue(storeError('20'));
    const error = await purchasePlan('weekly').catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({
      name: 'PurchaseError',
      code: '20',
      message: 'Your payment is pending. Premium starts as soon as the store confirms it.',
    });
    fakePurchases.getOfferings.mockRejectedValue(storeError('10'));
    await expect(purchasePlan('weekly')).rejects.toThrow(
      'Network error. Check your connection and try again.',
    );
  });

  it('refuses where purchases are not available, without touching the SDK', async () => {
    fakePlatform.name = 'web';
    await expect(purchasePlan('monthly')).rejects.toThrow(
      'In-app purchases are not available on this device.',
    );
    expect(fakePurchases.getOfferings).not.toHaveBeenCalled();
  });
});

describe('getOfferingPackages', () => {
  it('lists the offering’s plans in order with the store’s price strings', async () => {
    fakePurchases.getOfferings.mockResolvedValue(offerings([...THREE_PLANS].reverse()));
    const packages = await getOfferingPackages();
    expect(packages.map(({ plan, packageId, priceString }) => ({ plan, packageId, priceString }))).toEqual([
      { plan: 'weekly', packageId: '$rc_weekly', priceString: '$4.99' },
      { plan: 'monthly', packageId: '$rc_monthly', priceString: '$9.99' },
      { plan: 'annual', packageId: '$rc_annual', priceString: '$59.99' },
    ]);
  });

  it('is empty on the web', async () => {
    fakePlatform.name = 'web';
    await expect(getOfferingPackages()).resolves.toEqual([]);
  });
});

describe('restore, sync and customer info', () => {
  it('restorePurchases gives whether premium is active afterwards', async () => {
    await expect(restorePurchases()).resolves.toBe(false);
    fakePurchases.restorePurchases.mockResolvedValue({ customerInfo: customerInfo({}) });
    await expect(restorePurchases()).resolves.toBe(true);
    fakePurchases.restorePurchases.mockRejectedValue(storeError('7'));
    await expect(restorePurchases()).rejects.toThrow('already belongs to another Tolk account');
  });

  it('syncPurchases asks the SDK to sync', async () => {
    await syncPurchases();
    expect(fakePurchases.syncPurchases).toHaveBeenCalledTimes(1);
  });

  it('getCustomerInfo reads the premium entitlement', async () => {
    fakePurchases.getCustomerInfo.mockResolvedValue({
      customerInfo: customerInfo(
        { productIdentifier: 'tolk_monthly', expirationDate: '2030-01-31T00:00:00Z', willRenew: true },
        'https://apps.apple.com/account/subscriptions',
      ),
    });
    await expect(getCustomerInfo()).resolves.toEqual({
      active: true,
      productId: 'tolk_monthly',
      expiresDate: '2030-01-31T00:00:00Z',
      willRenew: true,
      managementUrl: 'https://apps.apple.com/account/subscriptions',
    });
    fakePurchases.getCustomerInfo.mockResolvedValue({ customerInfo: customerInfo() });
    await expect(getCustomerInfo()).resolves.toMatchObject({
      active: false,
      expiresDate: null,
      willRenew: false,
    });
    fakePlatform.name = 'web';
    await expect(getCustomerInfo()).resolves.toBeNull();
  });
});
