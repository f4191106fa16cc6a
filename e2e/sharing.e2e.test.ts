import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page, Response } from 'playwright-core';
import { expectAccessible } from './axe.ts';
import { launchBrowser, newContext, PHONE, screenshot, signUp, uniqueEmail } from './browser.ts';
import { englishPdf, pdfText } from './documents-fixtures.ts';

const baseUrl = inject('baseUrl');
const PDF = 'garden-share.pdf';
// The machine is shared: uploads, Apertium and pg-boss get generous time.
const SLOW = { timeout: 90_000 };

let browser: Browser;
let owner: Page; // the signed-in owner, in History
let visitor: Page; // someone without an account, on a phone
let shareUrl = '';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const row = (name: string): Locator => owner.locator(`[data-testid="doc-row"][data-name="${name}"]`);

/** How much of a canvas pdfjs drew dark (text): a blank page has none. */
const darkPixels = (canvas: Locator) =>
  canvas.evaluate((element: HTMLCanvasElement) => {
    const pixels = element.getContext('2d')?.getImageData(0, 0, element.width, element.height).data;
    let dark = 0;
    for (let i = 0; pixels && i < pixels.length; i += 4) if ((pixels[i] ?? 255) < 100) dark++;
    return dark;
  });

async function openShareDialog(): Promise<Locator> {
  await row(PDF).getByTestId('doc-menu').click();
  await owner.getByTestId('menu-share').click();
  await owner.getByRole('menu').waitFor({ state: 'detached' });
  const dialog = owner.getByRole('dialog');
  await dialog.getByTestId('share-create').waitFor();
  return dialog;
}

/** A shared page in a context of its own: nobody signed in there. */
async function openSignedOut(viewport: { width: number; height: number }, scheme: 'light' | 'dark') {
  const context = await newContext(browser, baseUrl, scheme, { viewport });
  const page = await context.newPage();
  const files: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.includes('/files/')) files.push(response);
  });
  await page.goto(shareUrl);
  return { page, files };
}

describe('sharing a translated PDF through a public link', () => {
  it('translates a PDF into Spanish', async () => {
    owner = await (await newContext(browser, baseUrl)).newPage();
    await signUp(owner, uniqueEmail('share'), 'Ada Lovelace');
    await owner.getByTestId('file-input').setInputFiles([await englishPdf(PDF)]);
    const card = owner.locator(`[data-testid="upload-card"][aria-label="${PDF}"]`);
    await card.getByTestId('analysis').waitFor(SLOW);
    expect(await card.getByTestId('lang-to').inputValue()).toBe('Spanish');
    await card.getByTestId('translate-button').click();
    await card.getByTestId('translation-done').waitFor(SLOW);
  });

  it('makes a link with the original included from History, and marks the document Shared', async () => {
    await owner.goto('/history');
    await expect.poll(() => row(PDF).getByTestId('doc-status').textContent(), SLOW).toBe('Done');
    expect(await row(PDF).getByTestId('doc-shared').count()).toBe(0);
    const dialog = await openShareDialog();
    // The segmented control's radios sit under their labels: a person clicks the label.
    await dialog.getByText('In 30 days').click();
    const original = dialog.getByRole('switch', { name: /Include the original/ });
    await original.click();
    expect(await original.isChecked()).toBe(true);
    await dialog.getByTestId('share-create').click();
    shareUrl = await dialog.getByTestId('share-url').inputValue();
    expect(shareUrl).toMatch(new RegExp(`^${baseUrl}/shared/[A-Za-z0-9_-]{24,}$`));
    await dialog.getByTestId('share-link').waitFor();
    await screenshot(owner, 'sharing-dialog-desktop');
    await expectAccessible(owner, 'share-dialog');
    await owner.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await row(PDF).getByTestId('doc-shared').waitFor();
    await screenshot(owner, 'sharing-history-mark');
  });

  it('shows the Spanish pages to a signed-out visitor on a phone, who can download them', async () => {
    const { page, files } = await openSignedOut(PHONE, 'light');
    visitor = page;
    await visitor.getByTestId('shared-name').waitFor(SLOW);
    expect(await visitor.getByTestId('shared-name').textContent()).toBe(PDF);
    expect(await visitor.getByTestId('shared-languages').textContent()).toMatch(/English.*Spanish/);
    const translated = visitor.getByRole('img', { name: 'Translation, page 1 of 1' });
    await translated.waitFor(SLOW);
    await expect.poll(() => darkPixels(translated), SLOW).toBeGreaterThan(100);
    // What the page drew is the translated PDF, and it reads in Spanish.
    const drawn = files.find((r) => new URL(r.url()).pathname.endsWith('/files/translated') && r.ok());
    expect(drawn, 'the page fetched the translated file').toBeDefined();
    expect(pdfText(await drawn!.body())).toMatch(/casa/i);
    await screenshot(visitor, 'sharing-page-phone-light');
    await expectAccessible(visitor, 'shared-document');

    const downloading = visitor.waitForEvent('download');
    await visitor.getByTestId('shared-download-translated').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\(es\)\.pdf$/);
    const spanish = pdfText(await readFile(await download.path()));
    expect(spanish).toMatch(/casa/i);
    expect(spanish).toMatch(/jard[ií]n/i);

    await visitor.getByTestId('shared-view').getByText('Side by side').click();
    await visitor.getByRole('img', { name: 'Original, page 1 of 1' }).waitFor(SLOW);
    await screenshot(visitor, 'sharing-page-phone-side');
  });

  it('looks right on a phone in dark mode and on a desktop in both modes', async () => {
    for (const [name, viewport, scheme] of [
      ['phone-dark', PHONE, 'dark'],
      ['desktop-light', { width: 1280, height: 860 }, 'light'],
      ['desktop-dark', { width: 1280, height: 860 }, 'dark'],
    ] as const) {
      const { page } = await openSignedOut(viewport, scheme);
      if (name.startsWith('desktop')) await page.getByTestId('shared-view').getByText('Side by side').click();
      await page.getByRole('img', { name: 'Translation, page 1 of 1' }).waitFor(SLOW);
      await expect
        .poll(() => darkPixels(page.getByRole('img', { name: 'Translation, page 1 of 1' })))
        .toBeGreaterThan(100);
      await screenshot(page, `sharing-page-${name}`);
      await page.context().close();
    }
  });

  it('revoked by its owner (here on a phone), the link shows the not-found page on reload', async () => {
    await owner.setViewportSize(PHONE);
    const dialog = await openShareDialog();
    await dialog.getByTestId('share-link').waitFor();
    await screenshot(owner, 'sharing-dialog-phone');
    await dialog.getByTestId('share-revoke').click();
    await dialog.getByTestId('share-revoke-confirm').waitFor();
    await screenshot(owner, 'sharing-dialog-phone-revoke');
    await dialog.getByTestId('share-revoke-yes').click();
    await dialog.getByTestId('share-links-empty').waitFor();
    await owner.keyboard.press('Escape');
    await row(PDF).getByTestId('doc-shared').waitFor({ state: 'detached' });

    await visitor.reload();
    await visitor.getByTestId('shared-not-found').waitFor(SLOW);
    expect(await visitor.getByTestId('shared-name').count()).toBe(0);
    await screenshot(visitor, 'sharing-not-found-phone');
  });
});
