// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerInfo, fakePlatform, fakePurchases, resetFakePurchases } from '../../testing/fakePurchases';
import { manageSubscriptions } from './index';

vi.mock('@revenuecat/purchases-capacitor', async () =>
  (await import('../../testing/fakePurchases')).mockedModule('@revenuecat/purchases-capacitor'),
);
vi.mock('@capacitor/core', async () =>
  (await import('../../testing/fakePurchases')).mockedModule('@capacitor/core'),
);

const open = vi.fn();
beforeEach(() => {
  resetFakePurchases();
  open.mockReset();
  vi.stubGlobal('open', open);
  vi.stubEnv('VITE_REVENUECAT_ANDROID_KEY', 'goog_test');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('manageSubscriptions', () => {
  it('opens the App Store’s subscriptions on iOS', async () => {
    fakePlatform.name = 'ios';
    await manageSubscriptions();
    expect(open).toHaveBeenCalledWith('https://apps.apple.com/account/subscriptions', '_blank');
  });

  it('opens Google Play’s subscriptions on Android, this subscription’s page when the SDK knows it', async () => {
    fakePlatform.name = 'android';
    await manageSubscriptions();
    expect(open).toHaveBeenLastCalledWith('https://play.google.com/store/account/subscriptions', '_blank');

    const page = 'https://play.google.com/store/account/subscriptions?sku=tolk_monthly&package=app.tolk';
    fakePurchases.getCustomerInfo.mockResolvedValue({ customerInfo: customerInfo({}, page) });
    await manageSubscriptions();
    expect(open).toHaveBeenLastCalledWith(page, '_blank');

    // Without the SDK (no key in this build) the general page still opens.
    vi.stubEnv('VITE_REVENUECAT_ANDROID_KEY', '');
    await manageSubscriptions();
    expect(open).toHaveBeenLastCalledWith('https://play.google.com/store/account/subscriptions', '_blank');
  });

  it('does nothing on the web', async () => {
    fakePlatform.name = 'web';
    await manageSubscriptions();
    expect(open).not.toHaveBeenCalled();
    expect(fakePurchases.getCustomerInfo).not.toHaveBeenCalled();
  });
});
