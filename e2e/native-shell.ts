// The Android app's shell, played in Chromium: the web build the app bundles (`vite build --mode
// native`, with VITE_API_URL) served at https://localhost as Capacitor's WebView serves it, the
// real API at its own origin (every call is cross-origin, as on a phone: the browser enforces the
// server's CORS answers, preflights included), and Capacitor's native bridge faked at its JS
// boundary: `window.androidBridge` makes @capacitor/core report Android, and
// `Capacitor.nativePromise` / `nativeCallback` (what the native side injects) are answered here
// in Node, where the Keychain/Keystore lives on across reloads like the real one.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import type { BrowserContext, Page, Route } from 'playwright-core';

export const APP_ORIGIN = 'https://localhost';
/** Builds the native flavour of the web app for the API at `apiUrl`; returns its directory. */
export function buildNativeWeb(apiUrl: string): string {
  const outDir = mkdtempSync(join(tmpdir(), 'tolk-native-web-'));
  const root = resolve(import.meta.dirname, '..');
  execFileSync('npx', ['vite', 'build', '--mode', 'native', '--outDir', outDir, '--emptyOutDir'], {
    cwd: join(root, 'apps/web'),
    env: { ...process.env, VITE_API_URL: apiUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return outDir;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
};

/** Capacitor's asset loader: a file of the bundle, else index.html (the app's own routes). */
function serveBundle(webDir: string) {
  return async (route: Route) => {
    const path = normalize(decodeURIComponent(new URL(route.request().url()).pathname));
    const file = join(webDir, path);
    const found = file.startsWith(webDir) && existsSync(file) && statSync(file).isFile();
    const served = found ? file : join(webDir, 'index.html');
    await route.fulfill({
      body: readFileSync(served),
      contentType: TYPES[extname(served)] ?? 'application/octet-stream',
    });
  };
}

export interface ApiCall {
  method: string;
  path: string;
  authorization: string | undefined;
  cookie: string | undefined;
}

/** Records the app's calls to the API as they leave the browser (headers as sent). */
function recordApiCalls(context: BrowserContext, apiUrl: string, calls: ApiCall[]): void {
  context.on('request', (request) => {
    if (!request.url().startsWith(`${apiUrl}/`) || request.method() === 'OPTIONS') return;
    void request.allHeaders().then((headers) =>
      calls.push({
        method: request.method(),
        path: new URL(request.url()).pathname,
        authorization: headers.authorization,
        cookie: headers.cookie,
      }),
    );
  });
}

interface NativeCall {
  plugin: string;
  method: string;
  options: Record<string, unknown>;
}

/** The fake native side: what the app asked of each plugin, and the secure store's content. */
export class FakeNativeSide {
  readonly calls: NativeCall[] = [];
  readonly secureStore = new Map<string, string>();
  paymentSheetResult = 'paymentSheetCompleted';

  answer(plugin: string, method: string, options: Record<string, unknown>): unknown {
    this.calls.push({ plugin, method, options });
    if (plugin === 'SecureStorage') {
      const key = String(options.prefixedKey);
      if (method === 'internalGetItem') return { data: this.secureStore.get(key) ?? null };
      if (method === 'internalSetItem') this.secureStore.set(key, String(options.data));
      if (method === 'internalRemoveItem') return { success: this.secureStore.delete(key) };
    }
    // Stripe's payment sheet: how the person leaves it (the plugin's PaymentSheetEventsEnum).
    if (plugin === 'Stripe' && method === 'presentPaymentSheet')
      return { paymentResult: this.paymentSheetResult };
    return {};
  }

  of(plugin: string, method: string): Record<string, unknown>[] {
    return this.calls.filter((c) => c.plugin === plugin && c.method === method).map((c) => c.options);
  }
}

/** Runs in the page before the app: the part of Capacitor's bridge the native side injects. */
function installBridge() {
  type Listener = (data: unknown) => void;
  const listeners: { plugin: string; event: string; callback: Listener }[] = [];
  const call = (
    window as unknown as { tolkNativeCall: (p: string, m: string, o: unknown) => Promise<unknown> }
  ).tolkNativeCall;
  // Every plugin answers every method through the bridge (the real native side lists each
  // plugin's methods); addListener is the only callback method. The secure store's plugin lists
  // its real native methods, so its JS layer (getItem → internalGetItem) runs as on a phone.
  const anyMethod = {
    find: (matches: (m: { name: string }) => boolean) =>
      matches({ name: 'addListener' })
        ? { name: 'addListener', rtype: 'callback' }
        : { name: '', rtype: 'promise' },
  };
  const secureMethods = [
    'internalGetItem',
    'internalSetItem',
    'internalRemoveItem',
    'setSynchronizeKeychain',
  ];
  const plugins = ['App', 'StatusBar', 'SocialLogin', 'Purchases', 'Stripe', 'Camera', 'Share', 'Filesystem'];
  Object.assign(window, {
    androidBridge: { postMessage: () => undefined },
    Capacitor: {
      PluginHeaders: [
        ...plugins.map((name) => ({ name, methods: anyMethod })),
        { name: 'SecureStorage', methods: secureMethods.map((name) => ({ name, rtype: 'promise' })) },
      ],
      nativePromise: (plugin: string, method: string, options: unknown) =>
        call(plugin, method, options ?? {}),
      nativeCallback: (
        plugin: string,
        method: string,
        options: { eventName?: string },
        callback: Listener,
      ) => {
        listeners.push({ plugin, event: options.eventName ?? '', callback });
        void call(plugin, method, options);
        return String(listeners.length);
      },
    },
    /** The system's events (a link opened the app, the back button). */
    tolkNativeEmit: (plugin: string, event: string, data: unknown) => {
      for (const l of listeners) if (l.plugin === plugin && l.event === event) l.callback(data);
    },
  });
}

/** Puts the shell around a browser context; returns the native side and the API calls made. */
export async function nativeShell(
  context: BrowserContext,
  webDir: string,
  apiUrl: string,
): Promise<{ native: FakeNativeSide; apiCalls: ApiCall[] }> {
  const native = new FakeNativeSide();
  const apiCalls: ApiCall[] = [];
  await context.exposeFunction(
    'tolkNativeCall',
    (plugin: string, method: string, options: Record<string, unknown>) =>
      native.answer(plugin, method, options),
  );
  await context.addInitScript(installBridge);
  await context.route(`${APP_ORIGIN}/**`, serveBundle(webDir));
  // The test's API is on loopback, which Chromium keeps from pages of other address spaces
  // unless allowed; the phone's API is on the internet and needs no such permission.
  await context.grantPermissions(['local-network-access'], { origin: APP_ORIGIN });
  recordApiCalls(context, apiUrl, apiCalls);
  return { native, apiCalls };
}

/** Plays a system event to the app's listeners, e.g. ('App', 'appUrlOpen', { url }). */
export function emitNative(page: Page, plugin: string, event: string, data: unknown): Promise<void> {
  return page.evaluate(
    ([p, e, d]) =>
      (window as unknown as { tolkNativeEmit: (...a: unknown[]) => void }).tolkNativeEmit(p, e, d),
    [plugin, event, data] as const,
  );
}
