// Premium, the way a person buys it on the web: a free user's 6-page PDF is refused, the refusal
// leads to Pricing, Subscribe goes to Stripe Checkout (the local fake Stripe's page, which posts
// the signed webhooks back to the server as Stripe does), the browser returns to /pricing, which
// waits for the webhook and then shows Premium with its renewal date, and the PDF translates.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { makePdf } from '../apps/server/test/documents.ts';
import { recordTestIds } from './documents-fixtures.ts';
import { expectAccessible } from './axe.ts';
import { launchBrowser, newContext, PASSWORD, PHONE, screenshot, signUp, uniqueEmail } from './browser.ts';

const baseUrl = inject('baseUrl');
const SLOW = { timeout: 90_000 };
const SIX_PAGES = Array.from(
  { length: 6 },
  (_, i) => `Page ${i + 1}. The house is small and the garden is green. We read a book every evening.`,
);

let browser: Browser;
let page: Page;
let email: string;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const card = (name: string) => page.locator(`[data-testid="upload-card"][aria-label="${name}"]`);

async function uploadSixPages(name: string) {
  await page.goto('/');
  await page
    .getByTestId('file-input')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: await makePdf(SIX_PAGES) });
  await card(name).getByTestId('analysis').waitFor(SLOW);
  await expect.poll(() => card(name).getByTestId('analysis').textContent(), SLOW).toMatch(/Pages\s*6/);
}

describe('premium, bought on the web', () => {
  it('offers a free user the first 5 pages of a 6-page PDF, and leads from all 6 to Pricing', async () => {
    email = uniqueEmail('premium');
    const context = await newContext(browser, baseUrl);
    await recordTestIds(context);
    page = await context.newPage();
    await signUp(page, email, 'Mary Somerville');
    await uploadSixPages('six-pages.pdf');
    const upload = card('six-pages.pdf');
    await upload.getByTestId('page-price').waitFor(SLOW);
    expect(await upload.getByRole('radio', { name: 'The first 5 pages' }).isChecked()).toBe(true);
    await upload.getByRole('radio', { name: 'All 6 pages' }).check();
    await expect
      .poll(() => upload.getByTestId('page-price').textContent())
      .toBe('6 pages: more than the 5 you have left this month');
    expect(await upload.getByTestId('translate-button').isDisabled()).toBe(true);
    await expectAccessible(page, 'home-pages-over-quota');
    await upload.getByTestId('pages-upgrade').click();
    await page.getByTestId('screen-pricing').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Choose your plan');
    expect(await page.getByTestId('current-plan').textContent()).toMatch(/Free/);
    expect(await page.getByTestId('plan-monthly').getByTestId('plan-price').textContent()).toBe('$9.99');
    await expectAccessible(page, 'pricing-free');
  });

  it('subscribes through Checkout and comes back to Premium with its renewal date', async () => {
    await page
      .getByTestId('plan-monthly')
      .getByRole('button', { name: /Subscribe/ })
      .click();
    // The fake Stripe's checkout page sends the browser back, and its webhooks follow 2.5 s later:
    // until they arrive the page says it is activating Premium.
    await page.waitForURL(/\/pricing\?checkout=success&session_id=cs_test_/, SLOW);
    await expect.poll(() => page.getByTestId('current-plan').textContent(), SLOW).toMatch(/Premium/);
    expect(await page.evaluate(() => [...(window.__seenTestIds ?? [])])).toContain('activating');
    await page.getByText('Premium is active. Thank you!').waitFor();
    const renewal = await page.getByTestId('renewal').textContent();
    const inAMonth = new Date(Date.now() + 30 * 24 * 3600 * 1000);
    expect(renewal).toContain(`Renews on ${inAMonth.toLocaleDateString('en-US', { month: 'long' })}`);
    expect(renewal).toContain(String(inAMonth.getFullYear()));
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(await page.getByTestId('plan-monthly').getAttribute('aria-current')).toBe('true');
    await screenshot(page, 'pricing-premium-desktop-light');
    await expectAccessible(page, 'pricing-premium');
  });

  it('translates the 6-page PDF now that 1,000 pages a month are in force', async () => {
    await uploadSixPages('six-pages-again.pdf');
    expect(await card('six-pages-again.pdf').getByTestId('quota-refused').count()).toBe(0);
    await card('six-pages-again.pdf').getByTestId('translate-button').click();
    await card('six-pages-again.pdf').getByTestId('translation-done').waitFor(SLOW);
  });

  it('shows Pricing on a phone and in dark mode', async () => {
    const login = async (scheme: 'light' | 'dark', viewport?: { width: number; height: number }) => {
      const other = await (await newContext(browser, baseUrl, scheme, { viewport })).newPage();
      await other.goto('/welcome');
      await other.getByTestId('tab-signin').click();
      await other.getByTestId('signin-email').fill(email);
      await other.getByTestId('signin-password').fill(PASSWORD);
      await other.getByTestId('signin-submit').click();
      await other.getByTestId('screen-home').waitFor();
      await other.goto('/pricing');
      await expect.poll(() => other.getByTestId('current-plan').textContent(), SLOW).toMatch(/Premium/);
      return other;
    };
    await screenshot(await login('dark'), 'pricing-premium-desktop-dark');
    await screenshot(await login('light', PHONE), 'pricing-premium-phone-light');
    await screenshot(await login('dark', PHONE), 'pricing-premium-phone-dark');
  });
});
