import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './axe.ts';
import {
  fakeCameraArgs,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  signUp,
  uniqueEmail,
} from './browser.ts';
import { writeY4m } from './fixtures/y4m.ts';
import { englishSignPng, GALICIAN_SIGN_LINES, noticePhotoPng, signPicture } from './images-fixtures.ts';

const baseUrl = inject('baseUrl');
// OCR, Apertium and pg-boss on a shared machine; in-browser OCR loads its models on first use.
const SLOW = { timeout: 120_000 };

let folder: string;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'tolk-camera-'));
  const video = join(folder, 'sign.y4m');
  await writeY4m(video, await signPicture(1280, 720), { frames: 2 });
  browser = await launchBrowser(fakeCameraArgs(video));
  const context = await newContext(browser, baseUrl, 'dark', { viewport: PHONE, permissions: ['camera'] });
  page = await context.newPage();
  await signUp(page, uniqueEmail('camera'));
});
afterAll(async () => {
  await browser?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The preview shows frames once the video element has a size and is playing. */
async function waitForPreview(p: Page): Promise<void> {
  await expect
    .poll(
      () =>
        p
          .getByTestId('camera-video')
          .evaluate((video: HTMLVideoElement) => video.videoWidth > 0 && !video.paused),
      SLOW,
    )
    .toBe(true);
}

describe('the camera, with a fake camera filming an English sign', () => {
  it('captures, lands on the result and shows the sign in Spanish', async () => {
    await page.goto('/camera');
    await waitForPreview(page);
    await screenshot(page, 'camera-live-view');
    await expectAccessible(page, 'camera');
    await page.getByTestId('camera-shutter').click();
    await page.waitForURL(/\/camera\/result\?id=/, SLOW);
    await expect.poll(() => page.getByTestId('camera-result-text').textContent(), SLOW).toMatch(/casa/i);
    await page.getByTestId('camera-result-image').waitFor();
    await screenshot(page, 'camera-result');
    await expectAccessible(page, 'camera-result');

    await page.getByTestId('camera-result-block').first().click();
    await expect
      .poll(() => page.getByTestId('camera-result-block-original').first().textContent())
      .toMatch(/house/i);
    await expect
      .poll(() => page.getByTestId('camera-result-block-translation').first().textContent())
      .toMatch(/casa/i);
    await screenshot(page, 'camera-result-block');
    await expectAccessible(page, 'camera-result-block');
    await page.keyboard.press('Escape');
  });

  it('is not in History until saved, then is, in the chosen folder', async () => {
    const resultUrl = page.url();
    await page.goto('/history');
    await page.getByTestId('history-empty-noDocuments').waitFor();

    await page.goto(resultUrl);
    await page.getByTestId('camera-result-save').click();
    await page.getByRole('button', { name: 'New folder' }).click();
    await page.getByLabel('New folder name').fill('Trips');
    await page.getByLabel('New folder name').press('Enter');
    await expect.poll(() => page.getByRole('radio', { name: 'Trips' }).isChecked()).toBe(true);
    await page.getByTestId('camera-save-name').fill('Garden sign.jpg');
    await screenshot(page, 'camera-save');
    await expectAccessible(page, 'camera-save-dialog');
    await page.getByTestId('camera-save-confirm').click();
    await page.getByTestId('camera-result-saved').waitFor();

    await page.getByTestId('camera-result-saved').click();
    await page.locator('[data-testid="doc-row"][data-name="Garden sign.jpg"]').waitFor(SLOW);
    expect(await page.getByTestId('history-title').textContent()).toBe('Trips');
  });

  it('reads the sign live, on the device, and shows its translation', async () => {
    await page.goto('/camera');
    await waitForPreview(page);
    await page.getByTestId('camera-live-toggle').click();
    await expect.poll(() => page.getByTestId('camera-live-text').textContent(), SLOW).toMatch(/casa/i);
    await screenshot(page, 'camera-live-translation');
    await expectAccessible(page, 'camera-live-panel');
  });
});

describe('a photo of an English notice, its language left to detection', () => {
  it('is translated, says it was read as English, and translates again from the language chosen instead', async () => {
    await page.setViewportSize(PHONE);
    await page.goto('/camera', SLOW);
    await expect.poll(() => page.getByTestId('camera-from').inputValue(), SLOW).toMatch(/Detect/);
    await page.getByTestId('camera-gallery-input').setInputFiles([await noticePhotoPng('notice.png')]);
    await page.waitForURL(/\/camera\/result\?id=/, SLOW);
    await expect.poll(() => page.getByTestId('camera-result-text').textContent(), SLOW).toMatch(/jardín/i);
    const detected = page.getByTestId('camera-result-detected-language');
    expect(await detected.textContent()).toBe('Detected: English');
    const change = page.getByRole('button', { name: "Change the photo's language (English)" });
    await screenshot(page, 'camera-result-detected-phone');
    await page.setViewportSize({ width: 1366, height: 900 });
    await screenshot(page, 'camera-result-detected-desktop');
    await page.setViewportSize(PHONE);

    // By keyboard: the control opens a picker that takes the focus.
    await change.focus();
    await page.keyboard.press('Enter');
    const picker = page.getByTestId('camera-result-source');
    await expect.poll(() => picker.evaluate((input) => input === document.activeElement)).toBe(true);
    await screenshot(page, 'camera-result-change-language');
    // The open list's own axe findings (its scroll area) belong to every picker; closed, the panel is checked.
    await page.keyboard.press('Escape');
    await expectAccessible(page, 'camera-result-change-language');
    const first = page.url();
    await picker.click();
    await page.getByRole('option', { name: 'French', exact: true }).click();
    await expect.poll(() => page.url(), SLOW).not.toBe(first);
    await expect.poll(() => page.getByTestId('translation-route').textContent(), SLOW).toMatch(/French/);
    await page.getByTestId('camera-result-text').waitFor(SLOW);
    expect(await page.getByTestId('camera-result-detected').count()).toBe(0);
    await screenshot(page, 'camera-result-changed-language');
  });
});

describe('the camera without permission', () => {
  it('explains what happened, and a photo from the gallery still translates', async () => {
    const context = await newContext(browser, baseUrl, 'light', { viewport: PHONE, permissions: [] });
    const denied = await context.newPage();
    await signUp(denied, uniqueEmail('camera-denied'));
    await denied.goto('/camera');
    await denied.getByTestId('camera-unavailable').waitFor(SLOW);
    await denied.getByTestId('camera-gallery').waitFor();
    await screenshot(denied, 'camera-denied');

    await denied.getByTestId('camera-gallery-input').setInputFiles([await englishSignPng('sign.png')]);
    await denied.waitForURL(/\/camera\/result\?id=/, SLOW);
    await expect.poll(() => denied.getByTestId('camera-result-text').textContent(), SLOW).toMatch(/casa/i);
    await context.close();
  });
});

describe('live reading in a language whose on-device model is Debian data', () => {
  it('reads a Galician sign and shows it in Spanish', async () => {
    const video = join(folder, 'galician.y4m');
    await writeY4m(video, await signPicture(1280, 720, GALICIAN_SIGN_LINES), { frames: 2 });
    const galicianCamera = await launchBrowser(fakeCameraArgs(video));
    try {
      const context = await newContext(galicianCamera, baseUrl, 'dark', {
        viewport: PHONE,
        permissions: ['camera'],
      });
      const reader = await context.newPage();
      const models: string[] = [];
      reader.on('response', (response) => {
        if (response.url().includes('/ocr/lang/') && response.ok())
          models.push(new URL(response.url()).pathname);
      });
      await signUp(reader, uniqueEmail('camera-gl'));
      await reader.goto('/camera');
      await waitForPreview(reader);
      await reader.getByTestId('camera-from').click();
      await reader.getByRole('option', { name: 'Galician' }).click();
      await reader.getByTestId('camera-live-toggle').click();
      await expect.poll(() => reader.getByTestId('camera-live-text').textContent(), SLOW).toMatch(/casa/i);
      expect(models).toEqual(['/ocr/lang/glg.traineddata.gz']);
    } finally {
      await galicianCamera.close();
    }
  });
});
