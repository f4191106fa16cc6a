// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectNavigation } from '../app/router/navigation';
import { STORAGE_KEYS, storage } from '../api/storage';
import { emitAppEvent, fakeApp } from '../testing/fakeNative';
import { fakePlatform } from '../testing/fakePurchases';
import { setPaymentUrlCallback } from './cardPayment';
import { handleAppUrl, initNativeApp } from './nativeApp';

vi.mock('@capacitor/core', async () =>
  (await import('../testing/fakePurchases')).mockedModule('@capacitor/core'),
);
vi.mock('@capacitor/app', async () =>
  (await import('../testing/fakeNative')).mockedNativeModule('@capacitor/app'),
);

const visited: string[] = [];
connectNavigation((to) => visited.push(to));

describe('handleAppUrl', () => {
  it('stores the sign-in link and opens /auth/complete with the whole link', () => {
    const url = 'https://tolk.app/auth/complete?token=abc';
    handleAppUrl(url);
    expect(visited.at(-1)).toBe(`/auth/complete?link=${encodeURIComponent(url)}`);
    expect(storage.get(STORAGE_KEYS.pendingAuthLink)).toBe(url);
  });

  it('opens a shared document in the app', () => {
    handleAppUrl('https://tolk.app/shared/Zk3q9xYw');
    expect(visited.at(-1)).toBe('/shared/Zk3q9xYw');
  });

  it('passes stripe-redirect links to the card payment callback, without navigating', () => {
    const received: string[] = [];
    setPaymentUrlCallback((url) => received.push(url));
    const before = visited.length;
    handleAppUrl('app.tolk://stripe-redirect?payment_intent=pi_1');
    expect(received).toEqual(['app.tolk://stripe-redirect?payment_intent=pi_1']);
    expect(visited).toHaveLength(before);
    setPaymentUrlCallback(undefined);
  });

  it('ignores other links', () => {
    const before = visited.length;
    handleAppUrl('https://tolk.app/history');
    expect(visited).toHaveLength(before);
  });
});

describe('initNativeApp', () => {
  beforeAll(async () => {
    fakePlatform.name = 'android';
    await initNativeApp();
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    fakeApp.exitApp.mockClear();
  });

  it('opens the links the system hands the app', () => {
    emitAppEvent('appUrlOpen', { url: 'app.tolk://shared/Abc123' });
    expect(visited.at(-1)).toBe('/shared/Abc123');
  });

  it('exits the app when the back button is pressed on /', () => {
    emitAppEvent('backButton', { canGoBack: true });
    expect(fakeApp.exitApp).toHaveBeenCalledOnce();
  });

  it('goes back elsewhere, or home when there is nowhere to go back to', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/history');
    emitAppEvent('backButton', { canGoBack: true });
    expect(back).toHaveBeenCalledOnce();
    emitAppEvent('backButton', { canGoBack: false });
    expect(visited.at(-1)).toBe('/');
    expect(fakeApp.exitApp).not.toHaveBeenCalled();
    back.mockRestore();
  });

  it('marks the document as the native app (status bar padding applies)', () => {
    expect(document.documentElement.dataset.native).toBe('true');
  });
});

describe('in a browser', () => {
  it('listens to nothing', async () => {
    fakePlatform.name = 'web';
    fakeApp.addListener.mockClear();
    await initNativeApp();
    expect(fakeApp.addListener).not.toHaveBeenCalled();
  });
});
