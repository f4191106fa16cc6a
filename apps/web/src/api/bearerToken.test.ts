// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test launches the app anew (a fresh copy of the module); the platform and the Keychain/
// Keystore outlive launches, so they are faked here, at the plugins' JS boundary.
const native = vi.hoisted(() => {
  const store = new Map<string, string>();
  return {
    platform: 'android',
    store,
    secureStorage: {
      getItem: vi.fn(async (key: string) => store.get(key) ?? null),
      setItem: vi.fn(async (key: string, value: string) => void store.set(key, value)),
      removeItem: vi.fn(async (key: string) => void store.delete(key)),
    },
  };
});
vi.mock('@capacitor/core', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@capacitor/core')>();
  const Capacitor = { ...actual.Capacitor, isNativePlatform: () => native.platform !== 'web' };
  return { ...actual, Capacitor };
});
vi.mock('@aparajita/capacitor-secure-storage', () => ({ SecureStorage: native.secureStorage }));
const secureStore = native.store;
const fakeSecureStorage = native.secureStorage;

/** A fresh copy of the module: what a new launch of the app starts from. */
const launch = async () => {
  vi.resetModules();
  return import('./bearerToken');
};
const answer = (token?: string) => new Response('{}', { headers: token ? { 'set-auth-token': token } : {} });
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  secureStore.clear();
  for (const method of Object.values(fakeSecureStorage)) method.mockClear();
  localStorage.clear();
  native.platform = 'android';
});

describe('the native app’s sign-in token', () => {
  it('is kept in the secure store, not in localStorage, and comes back on the next launch', async () => {
    const first = await launch();
    await first.loadBearerToken();
    expect(first.getBearerToken()).toBeUndefined();
    first.keepBearerToken(answer('tok-1'));
    expect(first.getBearerToken()).toBe('tok-1');
    await settled();
    expect(secureStore.get('bearerToken')).toBe('tok-1');
    expect(JSON.stringify(localStorage)).not.toContain('tok-1');

    const second = await launch();
    expect(second.getBearerToken()).toBeUndefined();
    await second.loadBearerToken();
    expect(second.getBearerToken()).toBe('tok-1');
  });

  it('is forgotten on sign-out, in memory and in the store', async () => {
    secureStore.set('bearerToken', 'tok-2');
    const app = await launch();
    await app.loadBearerToken();
    app.forgetBearerToken();
    expect(app.getBearerToken()).toBeUndefined();
    await settled();
    expect(secureStore.has('bearerToken')).toBe(false);
  });

  it('moves a token an older build left in localStorage into the secure store', async () => {
    localStorage.setItem('tolk.bearerToken', 'old-tok');
    const app = await launch();
    await app.loadBearerToken();
    expect(app.getBearerToken()).toBe('old-tok');
    expect(localStorage.getItem('tolk.bearerToken')).toBeNull();
    await settled();
    expect(secureStore.get('bearerToken')).toBe('old-tok');
  });

  it('starts signed out when the secure store cannot be read', async () => {
    fakeSecureStorage.getItem.mockRejectedValueOnce(new Error('Keystore locked'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = await launch();
    await app.loadBearerToken();
    expect(app.getBearerToken()).toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('does not exist on the web: no token is kept or sent, the store is never touched', async () => {
    native.platform = 'web';
    const app = await launch();
    await app.loadBearerToken();
    app.keepBearerToken(answer('tok-web'));
    expect(app.getBearerToken()).toBeUndefined();
    await settled();
    expect(fakeSecureStorage.getItem).not.toHaveBeenCalled();
    expect(fakeSecureStorage.setItem).not.toHaveBeenCalled();
  });
});
