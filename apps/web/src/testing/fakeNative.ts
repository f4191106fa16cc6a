import { vi } from 'vitest';

/**
 * Capacitor plugins faked at their JS boundary (the objects their packages export), with the
 * shapes of their type definitions. Tests mock a plugin's package with `mockedNativeModule(id)`.
 */

/** The Keychain/Keystore (@aparajita/capacitor-secure-storage); bearerToken.test.ts has one that outlives launches. */
const secureStore = new Map<string, string>();
export const fakeSecureStorage = {
  getItem: vi.fn(async (key: string) => secureStore.get(key) ?? null),
  setItem: vi.fn(async (key: string, value: string) => void secureStore.set(key, value)),
  removeItem: vi.fn(async (key: string) => void secureStore.delete(key)),
};

/** @capgo/capacitor-social-login: `login` answers per test. */
export const fakeSocialLogin = {
  initialize: vi.fn(async () => undefined),
  login: vi.fn(),
  logout: vi.fn(async () => undefined),
};

type Listener = (event: never) => void;
const appListeners = new Map<string, Listener[]>();

/** @capacitor/app: listeners are kept so a test can play the system's events. */
export const fakeApp = {
  addListener: vi.fn(async (event: string, listener: Listener) => {
    appListeners.set(event, [...(appListeners.get(event) ?? []), listener]);
    return {
      remove: async () =>
        appListeners.set(
          event,
          (appListeners.get(event) ?? []).filter((l) => l !== listener),
        ),
    };
  }),
  exitApp: vi.fn(async () => undefined),
};

/** Plays an @capacitor/app event (appUrlOpen, backButton) to the app's listeners. */
export function emitAppEvent(event: string, data: unknown): void {
  for (const listener of appListeners.get(event) ?? []) listener(data as never);
}

export const fakeStatusBar = {
  setStyle: vi.fn(async () => undefined),
};

export function resetFakeNative(): void {
  appListeners.clear();
  secureStore.clear();
  for (const fake of [fakeSecureStorage, fakeSocialLogin, fakeApp, fakeStatusBar])
    for (const method of Object.values(fake)) method.mockClear();
  fakeSocialLogin.login.mockReset();
}

type NativeModuleId =
  | '@aparajita/capacitor-secure-storage'
  | '@capgo/capacitor-social-login'
  | '@capacitor/app'
  | '@capacitor/status-bar';

/** The module a `vi.mock(id, () => mockedNativeModule(id))` gives: the package with its plugin faked. */
export async function mockedNativeModule(id: NativeModuleId) {
  const actual = await vi.importActual<Record<string, unknown>>(id);
  const fakes = {
    '@aparajita/capacitor-secure-storage': { SecureStorage: fakeSecureStorage },
    '@capgo/capacitor-social-login': { SocialLogin: fakeSocialLogin },
    '@capacitor/app': { App: fakeApp },
    '@capacitor/status-bar': { StatusBar: fakeStatusBar },
  } as const;
  return { ...actual, ...fakes[id] };
}
