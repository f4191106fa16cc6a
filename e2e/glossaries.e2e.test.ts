// A user makes a glossary in Settings, translates a DOCX with it from Home, downloads the result
// and finds their terms in it, where Apertium alone writes "lima" (file) and "alquitrán" (tar).
import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { buildDocx, para, run } from '../packages/engine/test/fixtures/office/docx-fixture.ts';
import { expectAccessible } from './axe.ts';
import { launchBrowser, newContext, screenshot, signUp, uniqueEmail } from './browser.ts';

const baseUrl = inject('baseUrl');
const DOCX = 'backup-notes.docx';
const SLOW = { timeout: 90_000 };

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const card = (name: string): Locator => page.locator(`[data-testid="upload-card"][aria-label="${name}"]`);

/** The glossary's own page: the list page before it has a term editor (the never-translate list) too. */
const glossaryPage = (): Locator => page.getByTestId('screen-glossary');

async function addEntry(source: string, target: string): Promise<void> {
  await glossaryPage().getByTestId('add-source').fill(source);
  await glossaryPage().getByTestId('add-target').fill(target);
  await glossaryPage().getByTestId('add-button').click();
  const sources = glossaryPage().getByTestId('entry-source');
  await expect
    .poll(() => sources.evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value)))
    .toContain(source);
}

describe('glossaries, from Settings to a translated document', () => {
  it('creates a glossary with a term and a never-translate word in Settings', async () => {
    page = await (await newContext(browser, baseUrl)).newPage();
    await signUp(page, uniqueEmail('glossary'), 'Linus Torvalds');
    await page.goto('/settings/glossaries');
    await page.getByTestId('new-glossary').click();
    await page.getByTestId('glossary-name').fill('Backups');
    await page.getByTestId('glossary-submit').click();
    await glossaryPage().getByTestId('entries-empty').waitFor();
    await addEntry('file', 'archivo');
    await addEntry('tar', '');
    await page.getByTestId('save-entries').click();
    await expect.poll(() => page.getByTestId('save-entries').isDisabled()).toBe(true);
    await screenshot(page, 'glossary-entries');
    await expectAccessible(page, 'glossary page');
  });

  it('translates a DOCX with the glossary chosen on Home and finds the terms in the download', async () => {
    await page.goto('/');
    const docx = await buildDocx(
      ['Please bring the file to the meeting.', 'Extract the archive with tar before you start.']
        .map((sentence) => para(run(sentence)))
        .join(''),
    );
    await page.getByTestId('file-input').setInputFiles([
      {
        name: DOCX,
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: Buffer.from(docx),
      },
    ]);
    await card(DOCX).getByTestId('analysis').waitFor(SLOW);
    await card(DOCX).getByTestId('glossary').click();
    await page.getByRole('option', { name: 'Backups' }).click();
    await expect.poll(() => card(DOCX).getByTestId('glossary').inputValue()).toBe('Backups');
    await screenshot(page, 'glossary-picker-home');
    await card(DOCX).getByTestId('translate-button').click();
    await card(DOCX).getByTestId('translation-done').waitFor(SLOW);

    const downloading = page.waitForEvent('download');
    await card(DOCX).getByTestId('download-translated').click();
    const download = await downloading;
    const zip = await JSZip.loadAsync(await readFile(await download.path()));
    const text = ((await zip.file('word/document.xml')?.async('string')) ?? '').replace(/<[^>]+>/g, ' ');
    expect(text).toMatch(/\barchivo\b/);
    expect(text).toMatch(/\btar\b/);
    expect(text).not.toMatch(/lima|alquitrán/i);
  });
});
