import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuthState, refreshSession } from '../../api/authStore';
import { answer, fakeAccountServer } from '../../testing/accountServer';
import { fakePlatform, fakePurchases, resetFakePurchases } from '../../testing/fakePurchases';
import { purchasesFollowingUser } from './followAuth';

vi.mock('@revenuecat/purchases-capacitor', async () =>
  (await import('../../testing/fakePurchases')).mockedModule('@revenuecat/purchases-capacitor'),
);
vi.mock('@capacitor/core', async () =>
  (await import('../../testing/fakePurchases')).mockedModule('@capacitor/core'),
);
vi.mock('@aparajita/capacitor-secure-storage', async () =>
  (await import('../../testing/fakeNative')).mockedNativeModule('@aparajita/capacitor-secure-storage'),
);

// better-auth's session endpoint, faked at the HTTP boundary: the test says who is signed in.
async function signedIn(user: { id: string } | null): Promise<void> {
  fakeAccountServer({
    'auth:get-session': answer(user && { user: { ...user, email: '', name: '' }, session: {} }),
  });
  await refreshSession();
  await purchasesFollowingUser();
}

beforeEach(() => {
  resetFakePurchases();
  fakePlatform.name = 'android';
  vi.stubEnv('VITE_REVENUECAT_ANDROID_KEY', 'goog_test');
});

describe('purchases follow the signed-in user', () => {
  it('configures the SDK with the user id at sign-in, logs in the next user, logs out at sign-out', async () => {
    fakePurchases.isConfigured.mockResolvedValue({ isConfigured: false });
    await signedIn(null);
    expect(fakePurchases.configure).not.toHaveBeenCalled();
    expect(fakePurchases.logOut).not.toHaveBeenCalled();

    await signedIn({ id: 'u1' });
    expect(fakePurchases.configure).toHaveBeenCalledWith({ apiKey: 'goog_test', appUserID: 'u1' });

    fakePurchases.isConfigured.mockResolvedValue({ isConfigured: true });
    await signedIn(null);
    expect(fakePurchases.logOut).toHaveBeenCalledTimes(1);

    fakePurchases.getAppUserID.mockResolvedValue({ appUserID: '$RCAnonymousID:abc' });
    await signedIn({ id: 'u2' });
    expect(fakePurchases.logIn).toHaveBeenCalledWith({ appUserID: 'u2' });
    expect(fakePurchases.configure).toHaveBeenCalledTimes(1);
  });

  it('only logs a failure: signing in goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakePurchases.getAppUserID.mockRejectedValue(new Error('bridge down'));
    await signedIn({ id: 'u3' });
    expect(warn).toHaveBeenCalledWith(
      'In-app purchases could not follow the signed-in user',
      expect.any(Error),
    );
    expect(getAuthState().user?.id).toBe('u3');
    warn.mockRestore();
  });

  it('leaves the SDK alone on the web', async () => {
    fakePlatform.name = 'web';
    await signedIn({ id: 'u4' });
    await signedIn(null);
    expect(fakePurchases.isConfigured).not.toHaveBeenCalled();
  });
});
