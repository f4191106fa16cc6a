import { rmSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, launchBrowser, screenshot, uniqueEmail } from './browser.ts';
import { englishPdf } from './documents-fixtures.ts';
import { firstLink, latestMailTo } from './mail.ts';
import {
  APP_ORIGIN,
  buildNativeWeb,
  emitNative,
  nativeShell,
  type ApiCall,
  type FakeNativeSide,
} from './native-shell.ts';

// The machine is shared: uploads, Apertium and pg-boss get generous time.
const SLOW = { timeout: 90_000 };

// The Android app as a user meets it: the bundled web build in the WebView, the API on another
// origin, bearer tokens instead of cookies, and the e-mail link opening the app (App Link).
describe('the native app shell (Android, phone)', () => {
  let webDir: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let native: FakeNativeSide;
  let apiCalls: ApiCall[];

  beforeAll(async () => {
    webDir = buildNativeWeb(inject('baseUrl'));
    browser = await launchBrowser();
    context = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      colorScheme: 'dark',
      // Another person behind the proxy the server trusts (see browser.ts newContext).
      extraHTTPHeaders: { 'X-Forwarded-For': `10.9.${Math.floor(Math.random() * 250)}.7` },
    });
    ({ native, apiCalls } = await nativeShell(context, webDir, inject('baseUrl')));
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    if (webDir) rmSync(webDir, { recursive: true, force: true });
  });

  it('signs in with an e-mail link that opens the app, and keeps the session in the secure store', async () => {
    await page.goto(`${APP_ORIGIN}/`);
    await page.getByTestId('screen-welcome').waitFor();
    await screenshot(page, 'native-welcome');

    const email = uniqueEmail('native');
    await page.getByTestId('tab-magic').click();
    await page.getByTestId('magic-email').fill(email);
    await page.getByTestId('magic-submit').click();
    await page.getByText('Check your email for the magic link!').waitFor();

    // The phone's system opens the app with the mail's link (App Link to /auth/complete).
    const link = firstLink((await latestMailTo(inject('dataDir'), email)).text);
    await emitNative(page, 'App', 'appUrlOpen', { url: link });
    await page.getByTestId('screen-home').waitFor();
    await screenshot(page, 'native-home');

    const kept = native.secureStore.get('capacitor-storage_bearerToken');
    expect(kept).toBeTruthy();
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(kept);
    // After sign-in the API is called with the token, never with a cookie.
    const signedInCalls = apiCalls.filter((call) => call.path.startsWith('/api/fn/'));
    expect(signedInCalls.length).toBeGreaterThan(0);
    for (const call of signedInCalls) expect(call.authorization).toBe(`Bearer ${kept}`);
    expect(apiCalls.filter((call) => call.cookie)).toEqual([]);
    expect(apiCalls.every((call) => call.path.startsWith('/api/'))).toBe(true);
    expect(new URL(page.url()).origin).toBe(APP_ORIGIN);
  });

  it('follows the theme with the status bar and exits on / with the back button', async () => {
    expect(native.of('StatusBar', 'setStyle')).toContainEqual({ style: 'DARK' });
    await emitNative(page, 'App', 'backButton', { canGoBack: false });
    expect(native.of('App', 'exitApp')).toHaveLength(1);
  });

  it('offers card payment on Pricing and says so when the card is declined in the sheet', async () => {
    await page.goto(`${APP_ORIGIN}/pricing`);
    const pay = page.getByRole('button', { name: 'Pay for the Monthly plan by card' });
    await pay.waitFor();
    native.paymentSheetResult = 'paymentSheetFailed';
    await pay.click();
    await page.getByText('Your card payment did not go through.', { exact: false }).waitFor();
    // The sheet was set up by the server through Stripe (customer, ephemeral key, subscription).
    expect(native.of('Stripe', 'initialize')).toEqual([{ publishableKey: 'pk_test_tolk_e2e' }]);
    const [sheet] = native.of('Stripe', 'createPaymentSheet');
    expect(sheet).toMatchObject({ merchantDisplayName: 'Tolk', customerId: expect.stringMatching(/^cus_/) });
    expect(sheet?.paymentIntentClientSecret).toEqual(expect.stringMatching(/_secret_/));
    await page.waitForTimeout(300); // the notification's slide-in, for the screenshot
    await screenshot(page, 'native-pricing-card-declined');
  });

  it('is still signed in at the next launch, from the secure store', async () => {
    await page.goto(`${APP_ORIGIN}/`);
    await page.getByTestId('screen-home').waitFor();
    expect(native.of('SecureStorage', 'internalGetItem').length).toBeGreaterThan(0);
  });

  it('uploads and translates a PDF with the token, and History shows its thumbnail', async () => {
    const token = native.secureStore.get('capacitor-storage_bearerToken');
    await page.getByTestId('file-input').setInputFiles(await englishPdf('garden.pdf'));
    const card = page.locator('[data-testid="upload-card"][aria-label="garden.pdf"]');
    await card.getByTestId('analysis').waitFor(SLOW);
    await card.getByTestId('translate-button').click();
    await card.getByTestId('translation-done').waitFor(SLOW);
    // tus went cross-origin with the bearer token, its preflights answered by the server.
    const uploads = apiCalls.filter((call) => call.path.startsWith('/api/uploads'));
    expect(uploads.map((call) => call.method)).toEqual(expect.arrayContaining(['POST', 'PATCH']));
    for (const call of uploads) expect(call.authorization).toBe(`Bearer ${token}`);

    await page.goto(`${APP_ORIGIN}/history`);
    const row = page.locator('[data-testid="doc-row"][data-name="garden.pdf"]');
    await row.waitFor(SLOW);
    // The thumbnail's <img> carries no token: it loads from a signed URL.
    await expect
      .poll(
        () => row.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        SLOW,
      )
      .toBeGreaterThan(0);
    expect(await row.locator('img').getAttribute('src')).toMatch(/\/api\/files\/[^?]+\?.*sig=/);
    await screenshot(page, 'native-history');
  });

  it('opens a shared-document link in the app', async () => {
    await emitNative(page, 'App', 'appUrlOpen', { url: 'https://tolk.app/shared/NoSuchShare123' });
    await page.waitForURL(`${APP_ORIGIN}/shared/NoSuchShare123`);
    await page.getByTestId('screen-shared').waitFor();
    await screenshot(page, 'native-shared-missing');
  });
});
