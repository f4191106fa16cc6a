// The account, the way a person looks after it: storage time in Settings, a new display name,
// a data export that arrives as a notification, and deleting the account after translating a
// document (signed out on the phone too) before signing up again with the same e-mail to an
// empty History.
import { copyFileSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './axe.ts';
import {
  launchBrowser,
  newContext,
  PASSWORD,
  PHONE,
  SCREENSHOT_DIR,
  screenshot,
  signUp,
  uniqueEmail,
} from './browser.ts';
import { englishPdf } from './documents-fixtures.ts';

const baseUrl = inject('baseUrl');
const PDF = 'garden-page.pdf';
const SLOW = { timeout: 90_000 };
const SHOTS = '/tmp/account-shots';

let browser: Browser;
let page: Page; // the desktop window
let phone: Page; // the same user on a phone
let email: string;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A screenshot in e2e/screenshots, copied where the review looks for them. `view`: only what is
 * on screen, once transitions are over (a whole-page capture re-lays out fixed bars and dialogs).
 */
async function shot(p: Page, name: string, view = false): Promise<void> {
  if (view) {
    await p.waitForTimeout(400);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await p.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
  } else await screenshot(p, name);
  copyFileSync(join(SCREENSHOT_DIR, `${name}.png`), join(SHOTS, `${name}.png`));
}

async function signIn(p: Page): Promise<void> {
  await p.goto('/welcome');
  await p.getByTestId('tab-signin').click();
  await p.getByTestId('signin-email').fill(email);
  await p.getByTestId('signin-password').fill(PASSWORD);
  await p.getByTestId('signin-submit').click();
  await p.getByTestId('screen-home').waitFor();
}

describe('the account', () => {
  it('signs up on the desktop and on a phone, and translates a PDF', async () => {
    email = uniqueEmail('account');
    page = await (await newContext(browser, baseUrl)).newPage();
    await signUp(page, email, 'Ada Lovelace');
    phone = await (await newContext(browser, baseUrl, 'light', { viewport: PHONE })).newPage();
    await signIn(phone);

    await page.getByTestId('file-input').setInputFiles([await englishPdf(PDF)]);
    const card = page.locator(`[data-testid="upload-card"][aria-label="${PDF}"]`);
    await card.getByTestId('analysis').waitFor(SLOW);
    await card.getByTestId('translate-button').click();
    await card.getByTestId('translation-done').waitFor(SLOW);
  });

  it('shows the storage time in plain words in Settings and saves a choice', async () => {
    await page.goto('/settings');
    const originals = (on: Page, name: string) =>
      on.getByRole('radiogroup', { name: 'Delete originals' }).getByRole('radio', { name });
    await expect.poll(() => originals(page, 'Never (keep until I delete them)').isChecked(), SLOW).toBe(true);
    // A click, not check(): the choice shows once the preference is applied, not on the click itself.
    await originals(page, 'After 30 days').click();
    await expect.poll(() => originals(page, 'After 30 days').isChecked(), SLOW).toBe(true);
    await page.getByText('All changes saved').waitFor();
    await page.reload();
    await expect.poll(() => originals(page, 'After 30 days').isChecked(), SLOW).toBe(true);
    await page.getByRole('region', { name: 'Storage time' }).scrollIntoViewIfNeeded();
    await shot(page, 'account-settings-storage-desktop', true);
    await expectAccessible(page, 'settings-storage');
    await phone.goto('/settings');
    await expect.poll(() => originals(phone, 'After 30 days').isChecked(), SLOW).toBe(true);
    await phone.getByRole('region', { name: 'Storage time' }).scrollIntoViewIfNeeded();
    await shot(phone, 'account-settings-storage-phone', true);
  });

  it('changes the display name, and the phone sees it too', async () => {
    await page.goto('/profile');
    await page.getByTestId('edit-name').click();
    await page.getByTestId('name-input').fill('Ada King');
    await page.getByTestId('name-save').click();
    await expect.poll(() => page.getByTestId('profile-name').textContent(), SLOW).toBe('Ada King');
    await page.reload();
    await expect.poll(() => page.getByTestId('profile-name').textContent(), SLOW).toBe('Ada King');
    await phone.goto('/profile');
    await expect.poll(() => phone.getByTestId('profile-name').textContent(), SLOW).toBe('Ada King');
    await shot(page, 'account-profile-desktop');
    await expectAccessible(page, 'profile-account');
    await shot(phone, 'account-profile-phone');
  });

  it('exports the data: a notification brings the ZIP with the PDF and its translation', async () => {
    await page.getByTestId('export-start').click();
    await page.getByTestId('export-preparing').waitFor();
    const action = page.getByTestId('notification-action');
    await action.waitFor(SLOW);
    await shot(page, 'account-export-ready', true);
    const downloading = page.waitForEvent('download');
    await action.click();
    const zip = await JSZip.loadAsync(await readFile(await (await downloading).path()));
    const names = Object.keys(zip.files);
    expect(names).toContain(PDF);
    expect(names).toContain('garden-page (es).pdf');
    const data = JSON.parse((await zip.file('tolk-account.json')?.async('string')) ?? '{}');
    expect(data.profile.email).toBe(email);
    expect(data.profile.displayName).toBe('Ada King');
    expect(data.preferences.storage.originalsDays).toBe(30);
  });

  it('deletes the account after the e-mail is typed; the phone is signed out too', async () => {
    // The phone heard about the export too; its notification is closed to see the dialog whole.
    await phone.getByRole('button', { name: 'Close notification' }).click();
    await phone.getByTestId('delete-account').click();
    await phone.getByTestId('delete-confirm-input').fill(email.slice(0, 8));
    await shot(phone, 'account-delete-phone', true);
    await phone.getByRole('button', { name: 'Cancel' }).click();

    await page.getByTestId('delete-account').click();
    const submit = page.getByTestId('delete-account-submit');
    await page.getByTestId('delete-confirm-input').fill(email.toUpperCase());
    expect(await submit.isDisabled()).toBe(true);
    await page.getByTestId('delete-confirm-input').fill(email);
    expect(await submit.isEnabled()).toBe(true);
    await shot(page, 'account-delete-desktop', true);
    await expectAccessible(page, 'profile-delete-dialog');
    await submit.click();
    await page.getByTestId('screen-welcome').waitFor(SLOW);
    // The phone's live stream ended with its session: it is back at the sign-in screen.
    await phone.getByTestId('screen-welcome').waitFor(SLOW);
  });

  it('signs up again with the same e-mail to an empty History', async () => {
    await signUp(page, email, 'Ada Again');
    await page.goto('/history');
    await page.getByTestId('history-empty-noDocuments').waitFor();
    await page.goto('/settings');
    const never = page
      .getByRole('radiogroup', { name: 'Delete originals' })
      .getByRole('radio', { name: 'Never (keep until I delete them)' });
    await expect.poll(() => never.isChecked(), SLOW).toBe(true);
  });
});
