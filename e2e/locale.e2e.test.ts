// The user's language: signed out, the app speaks the browser's language (Spanish for a Spanish
// browser, right to left for an Arabic one, English for one it does not know), and an account
// made from a Spanish browser keeps Spanish as its language preference, as one made after
// choosing a language on /welcome keeps that one.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, PHONE, screenshot, signUp, uniqueEmail } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function pageIn(locale: string, viewport = PHONE): Promise<Page> {
  const context = await newContext(browser, baseUrl, 'light', { locale, viewport });
  return context.newPage();
}

/** The signed-in account's preferences, as the server has them. */
const preferencesOf = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/fn/getPreferences', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: {} }),
    });
    return ((await response.json()) as { result: { locale: string } }).result;
  });

/** A UI string of a locale's catalogue, by its key. */
async function catalogue(locale: string): Promise<(key: string) => string> {
  const strings = JSON.parse(
    await readFile(new URL(`../apps/web/src/app/i18n/locales/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
  return (key) => {
    const text = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], strings);
    if (typeof text !== 'string') throw new Error(`no ${key} in ${locale}`);
    return text;
  };
}

const documentLocale = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

describe('the language of the app', () => {
  it('shows /welcome in Spanish to a Spanish browser, and the new account keeps Spanish', async () => {
    const page = await pageIn('es-ES');
    await page.goto('/welcome');
    await page.getByRole('heading', { name: 'Te damos la bienvenida a Tolk' }).waitFor();
    expect(await documentLocale(page)).toEqual({ lang: 'es-ES', dir: 'ltr' });
    await screenshot(page, 'locale-welcome-es-phone');

    await signUp(page, uniqueEmail('es-browser'), 'Ana García');
    expect((await preferencesOf(page)).locale).toBe('es-ES');
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Navegación principal' }).textContent())
      .toContain('Historial');

    await page.goto('/settings');
    const choice = page.getByTestId('pref-locale');
    await choice.waitFor();
    expect(await choice.inputValue()).toBe('Español (España)');
    await page.context().close();
  });

  it('says every sign-in message in Spanish and in Arabic, not English', async () => {
    for (const [browserLocale, uiLocale] of [
      ['es-ES', 'es-ES'],
      ['ar-EG', 'ar'],
    ] as const) {
      const said = await catalogue(uiLocale);
      const page = await pageIn(browserLocale);
      const expectShown = (text: string) => page.getByText(text, { exact: true }).first().waitFor();
      await page.goto('/welcome');

      await page.getByTestId('magic-email').fill(uniqueEmail('signin-link'));
      await page.getByTestId('magic-submit').click();
      await expectShown(said('welcome.magicLinkSent'));

      await page.getByTestId('tab-signin').click();
      await page.getByTestId('signin-email').fill(uniqueEmail('signin-nobody'));
      await page.getByTestId('signin-password').fill('not a password of anyone');
      await page.getByTestId('signin-submit').click();
      await expectShown(said('reasons.INVALID_EMAIL_OR_PASSWORD'));
      // An address the browser accepts and the server does not.
      await page.getByTestId('signin-email').fill('ana@example');
      await page.getByTestId('signin-submit').click();
      await expectShown(said('reasons.INVALID_EMAIL'));
      await page.route('**/api/auth/sign-in/email', (route) => route.abort('internetdisconnected'));
      await page.getByTestId('signin-submit').click();
      await expectShown(said('welcome.networkError'));

      await page.getByTestId('tab-signup').click();
      await page.getByTestId('signup-name').fill('Ana');
      await page.getByTestId('signup-email').fill(uniqueEmail('signin-weak'));
      await page.getByTestId('signup-password').fill('password');
      await page.getByTestId('signup-submit').click();
      await expectShown(said('reasons.PASSWORD_TOO_COMMON'));
      await screenshot(page, `locale-signup-weak-password-${uiLocale}`);
      await page.context().close();
    }
  });

  it('lays /welcome out right to left for an Arabic browser', async () => {
    const page = await pageIn('ar-EG');
    await page.goto('/welcome');
    await page.getByRole('heading', { name: 'مرحبًا بك في Tolk' }).waitFor();
    expect(await documentLocale(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    // Mirrored: a field's label starts at the right edge of the field.
    const input = await page.getByTestId('magic-email').boundingBox();
    const label = await page.locator('label').filter({ hasText: 'البريد الإلكتروني' }).first().boundingBox();
    if (!input || !label) throw new Error('the e-mail field is not on screen');
    expect(Math.abs(label.x + label.width - (input.x + input.width))).toBeLessThan(4);
    expect(label.x).toBeGreaterThan(input.x + 20);
    await screenshot(page, 'locale-welcome-ar-phone');
    await page.context().close();
  });

  it('falls back to English for a language it does not offer; a language chosen there carries into the account', async () => {
    const page = await pageIn('ja-JP');
    await page.goto('/welcome');
    await page.getByRole('heading', { name: 'Welcome to Tolk' }).waitFor();
    expect(await documentLocale(page)).toEqual({ lang: 'en-US', dir: 'ltr' });

    await page.getByTestId('welcome-locale').selectOption({ label: 'Português (Brasil)' });
    await page.getByRole('heading', { name: 'Boas-vindas ao Tolk' }).waitFor();
    await signUp(page, uniqueEmail('pt-choice'), 'João Silva');
    expect((await preferencesOf(page)).locale).toBe('pt-BR');
    await page.context().close();
  });
});
