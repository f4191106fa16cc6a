import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './axe.ts';
import { launchBrowser, newContext, PHONE, screenshot, signUp, uniqueEmail } from './browser.ts';
import { firstLink, latestMailTo } from './mail.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function freshPage(colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await newContext(browser, baseUrl, colorScheme);
  return context.newPage();
}

describe('signed-out visitors', () => {
  it('are sent from /history to /welcome', async () => {
    const page = await freshPage();
    await page.goto('/history');
    await page.getByTestId('screen-welcome').waitFor();
    expect(new URL(page.url()).pathname).toBe('/welcome');
    await expectAccessible(page, 'welcome');
  });

  it('see the not-found page on an unknown path', async () => {
    const page = await freshPage();
    await page.goto('/no/such/page');
    await page.getByTestId('screen-not-found').waitFor();
    expect(new URL(page.url()).pathname).toBe('/no/such/page');
    await expectAccessible(page, 'not-found');
  });

  it('can open a shared document page without signing in', async () => {
    const page = await freshPage();
    await page.goto('/shared/anything');
    await page.getByTestId('screen-shared').waitFor();
    expect(new URL(page.url()).pathname).toBe('/shared/anything');
    await page.getByTestId('shared-not-found').waitFor();
    await expectAccessible(page, 'shared-not-found');
  });
});

describe('signing in', () => {
  it('signs up with e-mail and password, lands on /, and signs out to /welcome', async () => {
    const page = await freshPage();
    await signUp(page, uniqueEmail('signup'));
    expect(new URL(page.url()).pathname).toBe('/');

    // Who is signed in is asked once, by the page's own preload, which the app's check then uses.
    const sessionChecks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/get-session') sessionChecks.push(request.url());
    });
    await page.goto('/welcome');
    await page.getByTestId('screen-home').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.locator('link[rel=preload][href^="/api/auth/get-session"]').count()).toBe(1);
    expect(sessionChecks).toHaveLength(1);

    await page.goto('/profile');
    await page.getByTestId('signout').click();
    await page.getByTestId('screen-welcome').waitFor();
    expect(new URL(page.url()).pathname).toBe('/welcome');
    await page.goto('/settings');
    await page.getByTestId('screen-welcome').waitFor();
  });

  it('answers a sign-up with a taken address like any other and mails the owner instead', async () => {
    const email = uniqueEmail('twice');
    await signUp(await freshPage(), email);

    const page = await freshPage();
    await page.goto('/welcome');
    await page.getByTestId('tab-signup').click();
    await page.getByTestId('signup-name').fill('Someone Else');
    await page.getByTestId('signup-email').fill(email);
    await page.getByTestId('signup-password').fill('another password');
    await page.getByTestId('signup-submit').click();
    await page.getByTestId('signup-check-email').waitFor();
    expect(new URL(page.url()).pathname).toBe('/welcome');
    expect((await latestMailTo(dataDir, email)).subject).toBe('You already have a Tolk account');
  });

  it('signs in with a magic link read from the mail outbox', async () => {
    const page = await freshPage();
    const email = uniqueEmail('magic');
    await page.goto('/welcome');
    await page.getByTestId('tab-magic').click();
    await page.getByTestId('magic-email').fill(email);
    await page.getByTestId('magic-submit').click();
    await expect
      .poll(() => page.getByText('Check your email for the magic link!').count())
      .toBeGreaterThan(0);

    const link = firstLink((await latestMailTo(dataDir, email)).text);
    expect(new URL(link).pathname).toBe('/auth/complete');
    await page.goto(link);
    await page.getByTestId('screen-home').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    const again = await freshPage();
    await again.goto(link);
    await again.getByTestId('screen-auth-complete').waitFor();
    await expect.poll(() => again.getByRole('alert').count()).toBeGreaterThan(0);
    await expectAccessible(again, 'auth-complete-failed');
  });
});

describe('screens in light and dark mode', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`are captured in ${scheme} mode`, async () => {
      const page = await freshPage(scheme);
      await page.goto('/welcome');
      await page.getByTestId('screen-welcome').waitFor();
      await screenshot(page, `welcome-${scheme}`);

      await page.goto('/missing-page');
      await page.getByTestId('screen-not-found').waitFor();
      await screenshot(page, `not-found-${scheme}`);

      await signUp(page, uniqueEmail(`shots-${scheme}`));
      await screenshot(page, `home-${scheme}`);

      await page.goto('/settings');
      await page.getByTestId('screen-settings').waitFor();
      await screenshot(page, `settings-${scheme}`);

      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
      const brightness = ((r ?? 0) + (g ?? 0) + (b ?? 0)) / 3;
      if (scheme === 'dark') expect(brightness).toBeLessThan(80);
      else expect(brightness).toBeGreaterThan(200);
    });
  }
});

describe('every screen of a new account, checked with axe-core in light and dark mode', () => {
  it('has nothing serious or critical on Home, History, Pricing, Settings, Profile and Camera', async () => {
    const page = await freshPage();
    // From screen to screen the way a person goes: through the navigation.
    const open = (name: string) =>
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name }).click();
    await signUp(page, uniqueEmail('axe'));
    await page.getByRole('progressbar', { name: 'Pages this month' }).waitFor();
    await expectAccessible(page, 'home');

    await open('History');
    await page.getByTestId('history-empty-noDocuments').waitFor();
    await expectAccessible(page, 'history');
    await page.getByTestId('new-folder').click();
    await page.getByTestId('folder-name-input').waitFor();
    await expectAccessible(page, 'history-folder-dialog');
    await page.getByTestId('folder-name-input').fill('Taxes');
    await page.getByTestId('confirm-button').click();
    await page.getByTestId('folder-name-input').waitFor({ state: 'detached' });
    // A second folder of that name, whatever its case, is refused and says why.
    await page.getByTestId('new-folder').click();
    await page.getByTestId('folder-name-input').fill('taxes');
    await page.getByTestId('confirm-button').click();
    await page.getByText('A folder with this name is already here').waitFor();
    await screenshot(page, 'history-folder-name-exists');
    await page.keyboard.press('Escape');
    await page.getByTestId('folder-name-input').waitFor({ state: 'detached' });

    await open('Premium');
    await page.getByTestId('plan-monthly').waitFor();
    // An account made with e-mail and password has the smaller free storage (SPEC.md §9).
    expect(await page.locator('section[aria-labelledby="pricing-compare"]').textContent()).toContain('50 MB');
    await screenshot(page, 'pricing-free-password');
    await expectAccessible(page, 'pricing');

    await open('Settings');
    await page.getByTestId('pref-primary-color').waitFor();
    await expectAccessible(page, 'settings');

    await open('Profile');
    await page.getByRole('progressbar', { name: 'Pages this month' }).waitFor();
    await expectAccessible(page, 'profile');

    // No camera permission in this window: the camera screen explains and offers the gallery.
    await open('Camera');
    await page.getByTestId('camera-unavailable').waitFor();
    await expectAccessible(page, 'camera-unavailable');

    // On a phone, History's folders open in a drawer.
    await page.setViewportSize(PHONE);
    await open('History');
    await page.getByTestId('open-folders').click();
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page, 'history-folders-drawer');
  });
});
