import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page, Response } from 'playwright-core';
import { expectAccessible } from './axe.ts';
import { launchBrowser, newContext, PASSWORD, PHONE, screenshot, signUp, uniqueEmail } from './browser.ts';
import { englishDocx, englishPdf, longEnglishPdf, pdfText, recordTestIds } from './documents-fixtures.ts';
import { expectRoomy } from './row-layout.ts';

const baseUrl = inject('baseUrl');
const DOCX = 'house-notes.docx';
const PDF = 'garden-page.pdf';
const RENAMED = 'Casa notas.docx';
// The machine is shared: uploads, Apertium and pg-boss get generous time.
const SLOW = { timeout: 90_000 };

let browser: Browser;
let page: Page; // the user's main window
let watcher: Page; // a second context of the same user, left on /history
const fileResponses: Response[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const card = (name: string): Locator => page.locator(`[data-testid="upload-card"][aria-label="${name}"]`);
const row = (p: Page, name: string): Locator => p.locator(`[data-testid="doc-row"][data-name="${name}"]`);
const folder = (p: Page, name: string): Locator =>
  p.locator(`[data-testid="folder-item"][data-name="${name}"]`);
/** The tree's <li> of a folder: its item and the list of its subfolders. */
const folderBranch = (p: Page, name: string): Locator =>
  p.locator('li', { has: p.locator(`:scope > [data-testid="folder-item"][data-name="${name}"]`) });
const seen = (p: Page): Promise<string[]> => p.evaluate(() => [...(window.__seenTestIds ?? [])]);

async function createFolder(name: string, parent?: string): Promise<void> {
  if (parent) {
    await folder(page, parent).getByTestId('folder-menu').click();
    await page.getByRole('menuitem', { name: 'New subfolder' }).click();
  } else {
    await page.getByTestId('new-folder').click();
  }
  await page.getByTestId('folder-name-input').fill(name);
  await page.getByTestId('confirm-button').click();
  await page.getByTestId('folder-name-input').waitFor({ state: 'detached' });
  await folder(page, name).first().waitFor();
}

describe('documents, from upload to organised history', () => {
  it('signs up once and opens a second window of the same user on /history', async () => {
    const email = uniqueEmail('docs');
    const mainContext = await newContext(browser, baseUrl);
    await recordTestIds(mainContext);
    page = await mainContext.newPage();
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/files/')) fileResponses.push(response);
    });
    await signUp(page, email, 'Grace Hopper');

    watcher = await (await newContext(browser, baseUrl)).newPage();
    await watcher.goto('/welcome');
    await watcher.getByTestId('tab-signin').click();
    await watcher.getByTestId('signin-email').fill(email);
    await watcher.getByTestId('signin-password').fill(PASSWORD);
    await watcher.getByTestId('signin-submit').click();
    await watcher.getByTestId('screen-home').waitFor();
    await watcher.goto('/history');
    await watcher.getByTestId('history-empty-noDocuments').waitFor();
  });

  it('uploads a DOCX and a PDF at once, analyses them and translates both into Spanish', async () => {
    // A slow uplink, so the upload is in flight long enough to be shown.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 200,
      downloadThroughput: -1,
      uploadThroughput: 8 * 1024,
    });
    await page.getByTestId('file-input').setInputFiles([await englishDocx(DOCX), await englishPdf(PDF)]);
    // The card's code may still be on its way over the slowed network: its placeholder shows meanwhile.
    await expect.poll(() => page.getByTestId('upload-card').count(), { timeout: 30_000 }).toBe(2);
    await card(DOCX).getByTestId('upload-progress').or(card(DOCX).getByTestId('analysis')).waitFor();

    for (const name of [DOCX, PDF]) await card(name).getByTestId('analysis').waitFor(SLOW);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    expect(await seen(page)).toContain('upload-progress');
    await expect.poll(() => card(DOCX).getByTestId('analysis').textContent()).toMatch(/English/);
    await expect.poll(() => card(PDF).getByTestId('analysis').textContent()).toMatch(/Pages\s*1/);

    for (const name of [DOCX, PDF]) {
      // Spanish is the default target; the test checks it rather than assuming it.
      expect(await card(name).getByTestId('lang-to').inputValue()).toBe('Spanish');
      await card(name).getByTestId('translate-button').click();
    }
    for (const name of [DOCX, PDF]) await card(name).getByTestId('translation-done').waitFor(SLOW);
    // The Translate button that had focus went away: a keyboard user lands on a download, not on top.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('download-translated');
    expect(await seen(page)).toContain('translation-progress');
    await expect.poll(() => card(PDF).getByTestId('translation-route').textContent()).toMatch(/Spanish/);
    // The offline engine's result says it is a draft, and which providers would do better.
    expect(await card(PDF).getByTestId('offline-draft').textContent()).toMatch(/draft.*DeepL/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'documents-home-translated');
    await expectAccessible(page, 'home-translated');

    // The other window learnt about both documents without a reload.
    for (const name of [DOCX, PDF]) await row(watcher, name).waitFor(SLOW);
  });

  it('downloads the translated DOCX, which is in Spanish', async () => {
    const downloading = page.waitForEvent('download');
    await card(DOCX).getByTestId('download-translated').click();
    const download = await downloading;
    const zip = await JSZip.loadAsync(await readFile(await download.path()));
    const text = (await zip.file('word/document.xml')?.async('string')) ?? '';
    expect(text).toContain('casa');
    expect(text).toContain('jardín');
    expect(text).not.toContain('The house is small');
  });

  it('lists both in History and previews the Spanish PDF beside its original', async () => {
    await page.goto('/history');
    for (const name of [DOCX, PDF]) await row(page, name).waitFor();
    await expect.poll(() => page.getByTestId('doc-row').count()).toBe(2);
    for (const name of [DOCX, PDF]) {
      await expect.poll(() => row(page, name).getByTestId('doc-status').textContent()).toBe('Done');
    }
    await screenshot(page, 'documents-history');
    await expectAccessible(page, 'history-documents');
    // Open menus and dropdowns are checked too: they hold their own roles, colours and scroll areas.
    await row(page, PDF).getByTestId('doc-menu').click();
    await page.getByRole('menu').waitFor();
    await expectAccessible(page, 'history-row-menu');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await page.getByTestId('language-filter').click();
    await page.getByRole('listbox').waitFor();
    await expectAccessible(page, 'history-language-dropdown');
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });

    await row(page, PDF).getByTestId('preview-open').click();
    const preview = page.getByTestId('preview');
    await preview.waitFor();
    const translationPage = preview.getByRole('img', { name: 'Translation, page 1 of 1' });
    await translationPage.waitFor(SLOW);
    await preview.getByRole('img', { name: 'Original, page 1 of 1' }).waitFor(SLOW);
    // The page is a canvas: pdfjs must have drawn something dark on it (text), not left it blank.
    await expect
      .poll(() =>
        translationPage.evaluate((canvas: HTMLCanvasElement) => {
          const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
          let dark = 0;
          for (let i = 0; pixels && i < pixels.length; i += 4) if ((pixels[i] ?? 255) < 100) dark++;
          return dark;
        }),
      )
      .toBeGreaterThan(100);

    // The file drawn on the translation side is the translated PDF, and it reads in Spanish.
    const href = (await preview.getByTestId('download-translated').getAttribute('href')) ?? '';
    const loaded = fileResponses.find((r) => new URL(r.url()).pathname === href && r.ok());
    expect(loaded, `preview fetched ${href}`).toBeDefined();
    const spanish = pdfText(await loaded!.body());
    expect(spanish).toMatch(/casa/i);
    expect(spanish).toMatch(/jard[ií]n/i);
    await screenshot(page, 'documents-preview');
    await expectAccessible(page, 'history-preview');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });

    // The DOCX is shown as pages too: the server lays it out (LibreOffice) and the viewer draws them.
    await row(page, DOCX).getByTestId('preview-open').click();
    await preview.getByRole('img', { name: /^Translation, page 1 of \d+$/ }).waitFor(SLOW);
    await preview.getByRole('img', { name: /^Original, page 1 of \d+$/ }).waitFor(SLOW);
    const rendered = fileResponses.filter((r) => new URL(r.url()).pathname.endsWith('/preview'));
    const texts = await Promise.all(rendered.map(async (r) => pdfText(await r.body())));
    expect(texts.some((text) => /casa/i.test(text))).toBe(true);
    expect(texts.some((text) => /house/i.test(text))).toBe(true);
    await screenshot(page, 'documents-preview-docx');
    await expectAccessible(page, 'history-preview-docx');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
  });

  it('moves the DOCX into a new folder and renames it in place, live in the other window', async () => {
    await createFolder('Contracts');
    // Creating a folder does not open it: All documents stays the current place.
    await page.getByText('Folder “Contracts” created').waitFor();
    expect(
      await page
        .getByTestId('folder-tree')
        .getByRole('link', { name: 'All documents' })
        .getAttribute('aria-current'),
    ).toBe('page');
    await folder(watcher, 'Contracts').waitFor(SLOW);

    await row(page, DOCX).getByTestId('doc-select').click();
    await page.getByTestId('bulk-move').click();
    await page.getByRole('radio', { name: 'Contracts' }).waitFor();
    await expectAccessible(page, 'history-move-dialog');
    await page.getByRole('radio', { name: 'Contracts' }).check();
    await page.getByTestId('confirm-button').click();
    await page.getByTestId('move-destinations').waitFor({ state: 'detached' });

    await folder(page, 'Contracts').getByRole('link').click();
    await expect.poll(() => page.getByTestId('history-title').textContent()).toBe('Contracts');
    await row(page, DOCX).waitFor();
    expect(await row(page, PDF).count()).toBe(0);
    await page.getByTestId('breadcrumbs').waitFor();
    await expectAccessible(page, 'history-folder');

    await row(page, DOCX).getByTestId('doc-menu').click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    // Typing starts once the menu has closed and handed the focus to the name field, as a person's would.
    await page.getByRole('menu').waitFor({ state: 'detached' });
    const input = page.getByTestId('rename-input');
    await expect.poll(() => input.evaluate((field) => field === document.activeElement)).toBe(true);
    await input.fill(RENAMED);
    await input.press('Enter');
    await row(page, RENAMED).waitFor(SLOW);
    expect(await row(page, DOCX).count()).toBe(0);
    await expect.poll(() => page.getByTestId('doc-row').count()).toBe(1);

    // The other window shows every folder's documents; the new name arrives there by itself.
    await row(watcher, RENAMED).waitFor(SLOW);
    expect(await row(watcher, DOCX).count()).toBe(0);
    // "All documents" says which folder each document is in; the PDF, at the top level, says nothing.
    await expect.poll(() => row(watcher, RENAMED).getByTestId('doc-folder').textContent()).toBe('Contracts');
    expect(await row(watcher, PDF).getByTestId('doc-folder').count()).toBe(0);
    await screenshot(watcher, 'documents-second-window');
  });

  it('duplicates a folder with its subfolder, then deletes the copy', async () => {
    await page.getByTestId('folder-tree').getByRole('link', { name: 'All documents' }).click();
    await row(page, PDF).waitFor();
    await createFolder('Projects');
    await createFolder('Drafts', 'Projects');
    await folderBranch(page, 'Projects').locator('[data-name="Drafts"]').waitFor();

    await folder(page, 'Projects').getByTestId('folder-menu').click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    expect(await page.getByTestId('folder-name-input').inputValue()).toBe('Projects (copy)');
    expect(await page.getByRole('switch', { name: 'Include subfolders' }).isChecked()).toBe(true);
    await page.getByTestId('confirm-button').click();
    await page.getByTestId('folder-name-input').waitFor({ state: 'detached' });

    const copy = folderBranch(page, 'Projects (copy)');
    await copy.locator('[data-testid="folder-item"][data-name="Drafts"]').waitFor(SLOW);
    await expect.poll(() => folder(page, 'Drafts').count()).toBe(2);
    await screenshot(page, 'documents-folder-duplicated');
    await folderBranch(watcher, 'Projects (copy)')
      .locator('[data-testid="folder-item"][data-name="Drafts"]')
      .waitFor(SLOW);

    await folder(page, 'Projects (copy)').getByTestId('folder-menu').click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByTestId('confirm-button').click();
    await folder(page, 'Projects (copy)').waitFor({ state: 'detached', ...SLOW });
    await expect.poll(() => folder(page, 'Drafts').count()).toBe(1);
    await folder(page, 'Projects').waitFor();
    await folder(watcher, 'Projects (copy)').waitFor({ state: 'detached', ...SLOW });
    await expect.poll(() => folder(watcher, 'Drafts').count()).toBe(1);
  });

  it('holds History at the largest text size, on a laptop, a wide screen and a phone', async () => {
    await page.goto('/settings');
    const slider = page.getByRole('slider', { name: 'Text size' });
    await slider.focus();
    await slider.press('End');
    await expect.poll(() => page.evaluate(() => document.documentElement.style.fontSize)).toBe('150%');
    for (const viewport of [{ width: 1366, height: 768 }, { width: 1920, height: 900 }, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto('/history');
      await row(page, PDF).waitFor();
      await screenshot(page, `documents-history-150-${viewport.width}`);
      await expectRoomy(page, `${viewport.width} px`);
    }
  });

  it('previews the English original left to right in the Arabic UI', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.evaluate(() =>
      fetch('/api/fn/updatePreferences', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: { locale: 'ar', fontScale: 1 } }),
      }),
    );
    await page.goto('/history');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir), SLOW).toBe('rtl');
    await row(page, PDF).getByTestId('preview-open').click();
    const pages = page.getByTestId('preview').locator('canvas');
    await expect.poll(() => pages.count(), SLOW).toBe(2);
    // A canvas draws its text in its element's direction: the page's own, not the UI's.
    for (const canvas of await pages.all())
      expect(await canvas.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    await screenshot(page, 'documents-preview-arabic-ui');
  });

  it('offers on the offline engine only the pairs it does: German shown unavailable with why, Translate off', async () => {
    const NAME = 'languages.docx';
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.evaluate(() =>
      fetch('/api/fn/updatePreferences', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: { locale: 'en-US', fontScale: 1 } }),
      }),
    );
    await page.goto('/');
    await page.getByTestId('file-input').setInputFiles([await englishDocx(NAME)]);
    await card(NAME).getByTestId('analysis').waitFor(SLOW);
    const to = card(NAME).getByTestId('lang-to');
    const translate = card(NAME).getByTestId('translate-button');
    expect(await to.inputValue()).toBe('Spanish');

    await to.click();
    // The engine's targets from English come first, those through Spanish saying so.
    await page.getByRole('option', { name: 'French — via Spanish' }).waitFor();
    await screenshot(page, 'documents-languages-dropdown');
    await to.fill('Ger');
    const unavailable = page.getByRole('group', { name: 'Not available on this server' });
    const german = unavailable.getByRole('option', { name: 'German' });
    await german.waitFor();
    expect(await german.getAttribute('aria-disabled')).toBe('true');
    await screenshot(page, 'documents-languages-german');
    await expectAccessible(page, 'home-languages-dropdown');
    // Chosen anyway, German is not taken.
    await german.click({ force: true });
    await page.keyboard.press('Escape');
    await to.blur();
    expect(await to.inputValue()).toBe('Spanish');
    expect(await translate.isDisabled()).toBe(false);

    // A source the engine cannot take into the target: the reason shows and Translate stays off.
    const from = card(NAME).getByTestId('lang-from');
    await from.click();
    await page.getByRole('option', { name: 'Hindi' }).click();
    await card(NAME).getByText('No engine on this server translates Hindi into Spanish.').waitFor();
    expect(await translate.isDisabled()).toBe(true);
    await screenshot(page, 'documents-languages-impossible-pair');
    await from.click();
    await page.getByRole('option', { name: /^Detect automatically/ }).click();
    expect(await translate.isDisabled()).toBe(false);

    await page.setViewportSize(PHONE);
    await to.scrollIntoViewIfNeeded();
    await to.click();
    await to.fill('Ger');
    await german.waitFor();
    await screenshot(page, 'documents-languages-german-phone');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1366, height: 768 });
  });
  it('translates pages 3 to 5 of a 17-page PDF on the free plan, priced and charged 3 pages', async () => {
    const NAME = 'seventeen-pages.pdf';
    const context = await newContext(browser, baseUrl);
    const free = await context.newPage();
    await free.setViewportSize({ width: 1366, height: 768 });
    await signUp(free, uniqueEmail('pages'), 'Ada Lovelace');
    await free.getByTestId('file-input').setInputFiles([await longEnglishPdf(NAME, 17)]);
    const upload = free.locator(`[data-testid="upload-card"][aria-label="${NAME}"]`);
    await upload.getByTestId('analysis').waitFor(SLOW);
    // Longer than the 5 pages left: the first 5 are offered instead of a refusal.
    expect(await upload.getByTestId('quota-refused').count()).toBe(0);
    expect(await upload.getByRole('radio', { name: 'The first 5 pages' }).isChecked()).toBe(true);
    await upload.getByRole('radio', { name: 'Choose pages' }).check();
    await upload.getByLabel('From page').fill('3');
    await upload.getByLabel('To page').fill('5');
    await expect.poll(() => upload.getByTestId('page-price').textContent()).toBe('3 pages of your 5 left');
    // No "not enough pages" warning beside a form that offers the pages there are.
    expect(await free.getByText(/Not enough pages/).count()).toBe(0);
    await screenshot(free, 'documents-page-range');
    await expectAccessible(free, 'home-page-range');
    await free.setViewportSize(PHONE);
    await upload.getByTestId('page-price').scrollIntoViewIfNeeded();
    await screenshot(free, 'documents-page-range-phone');
    await free.setViewportSize({ width: 1366, height: 768 });

    await upload.getByTestId('translate-button').click();
    await upload.getByTestId('translation-done').waitFor(SLOW);
    const quota = await free.evaluate(() =>
      fetch('/api/fn/getQuota', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: {} }),
      }).then((response) => response.json() as Promise<{ result: { pagesUsed: number } }>),
    );
    expect(quota.result.pagesUsed).toBe(3);
    expect(await upload.getByTestId('translation-route').textContent()).toContain('pages 3–5');
    await screenshot(free, 'documents-page-range-done');
    await context.close();
  });
});
