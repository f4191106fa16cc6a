import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot, signUp, uniqueEmail } from './browser.ts';
import { englishSignPng, readImage } from './images-fixtures.ts';

const baseUrl = inject('baseUrl');
const SIGN = 'garden-sign.png';
// The machine is shared: OCR, Apertium and pg-boss get generous time.
const SLOW = { timeout: 90_000 };

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await newContext(browser, baseUrl)).newPage();
  await signUp(page, uniqueEmail('images'));
});
afterAll(async () => {
  await browser?.close();
});

const card = (name: string): Locator => page.locator(`[data-testid="upload-card"][aria-label="${name}"]`);
const row = (name: string): Locator => page.locator(`[data-testid="doc-row"][data-name="${name}"]`);

async function imageText(image: Locator): Promise<string> {
  const src = (await image.getAttribute('src')) ?? '';
  const response = await page.request.get(new URL(src, baseUrl).toString());
  expect(response.ok()).toBe(true);
  return readImage(await response.body());
}

describe('an image uploaded from Home', () => {
  it('is analysed as one image translation and translated into Spanish', async () => {
    await page.getByTestId('file-input').setInputFiles([await englishSignPng(SIGN)]);
    await card(SIGN).getByTestId('analysis').waitFor(SLOW);
    await expect.poll(() => card(SIGN).getByTestId('analysis').textContent()).toMatch(/Image/);
    await card(SIGN).getByTestId('translate-button').click();
    await card(SIGN).getByTestId('translation-done').waitFor(SLOW);
    await screenshot(page, 'images-home-translated');
  });

  it('opens from History: the preview shows the picture in Spanish, and the original in English', async () => {
    await page.goto('/history');
    await expect.poll(() => row(SIGN).getByTestId('doc-status').textContent(), SLOW).toBe('Done');
    await row(SIGN).getByTestId('preview-open').click();
    const preview = page.getByTestId('preview');
    const images = preview.getByTestId('preview-image');
    await expect.poll(() => images.count(), SLOW).toBeGreaterThan(0);
    const texts = await Promise.all((await images.all()).map(imageText));
    expect(texts.some((text) => text.includes('casa') && !text.includes('house'))).toBe(true);
    expect(texts.some((text) => text.includes('house'))).toBe(true);
    await screenshot(page, 'images-history-preview');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
  });
});
