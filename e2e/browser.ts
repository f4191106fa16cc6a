import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { firstLink, latestMailTo } from './mail.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from './product.ts';

export const SCREENSHOT_DIR = resolve(import.meta.dirname, 'screenshots');

/** Chromium from Debian; `extraArgs` e.g. a fake camera (see fakeCameraArgs). */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS, ...extraArgs] });
}

/** A camera that films the given Y4M file; permission prompts are answered by the context's grants. */
export function fakeCameraArgs(y4mPath: string): string[] {
  return ['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${y4mPath}`];
}

export const PHONE = { width: 390, height: 844 };

const clientAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

export function newContext(
  browser: Browser,
  baseURL: string,
  colorScheme: 'light' | 'dark' = 'light',
  options: { viewport?: { width: number; height: number }; permissions?: string[]; locale?: string } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    colorScheme,
    viewport: options.viewport ?? { width: 1280, height: 860 },
    ...(options.permissions ? { permissions: options.permissions } : {}),
    // The browser's language (navigator.languages and Accept-Language).
    ...(options.locale ? { locale: options.locale } : {}),
    // Each window is another person behind the proxy the server trusts (TRUST_PROXY=1 in
    // global-setup), so the journeys' sign-ups do not share one address's rate limit.
    extraHTTPHeaders: { 'X-Forwarded-For': clientAddress() },
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

export const PASSWORD = 'correct horse battery';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * Signs a new user up through the Welcome screen: the app asks to check the e-mail, and the
 * confirmation link from the mail outbox signs the user in. Waits for Home.
 */
export async function signUp(page: Page, email: string, name = 'Ada Lovelace'): Promise<void> {
  await page.goto('/welcome');
  await page.getByTestId('tab-signup').click();
  await page.getByTestId('signup-name').fill(name);
  await page.getByTestId('signup-email').fill(email);
  await page.getByTestId('signup-password').fill(PASSWORD);
  await page.getByTestId('signup-submit').click();
  await page.getByTestId('signup-check-email').waitFor();
  const link = firstLink((await latestMailTo(inject('dataDir'), email)).text);
  await page.goto(link);
  await page.getByTestId('screen-home').waitFor();
}
