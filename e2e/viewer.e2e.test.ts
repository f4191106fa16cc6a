// The viewer shows Markdown and HTML documents as their authors laid them out, in a frame that
// runs none of their scripts and fetches nothing they point at elsewhere.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot, signUp, uniqueEmail } from './browser.ts';

const baseUrl = inject('baseUrl');
const SLOW = { timeout: 90_000 };
const MARKDOWN = [
  '# The garden',
  'The house is **small** and the garden is green.',
  '- The cat sleeps.\n- My brother reads a book.',
  '| Room | Size |\n|---|---|\n| Kitchen | small |',
  '```\nnpm test\n```',
].join('\n\n');
const HTML =
  '<html><body><h2>The kitchen</h2><p>My brother reads a book in the kitchen.</p>' +
  '<script>document.body.innerHTML = "script ran"</script><img src="https://tracker.example/p.gif"></body></html>';

let browser: Browser;
let page: Page;
const outsideRequests: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The HTML of the preview's frames (original and translation), once both are drawn. */
async function framedDocuments(): Promise<string[]> {
  await expect.poll(() => page.getByTestId('preview-document').count(), SLOW).toBe(2);
  // In the order the dialog shows them (original, then translation): page.frames() follows the
  // order the frames attached in, which the lazily loaded viewer does not fix.
  const frames = await page.getByTestId('preview-document').elementHandles();
  return Promise.all(
    frames.map(async (element) => {
      const frame = await element.contentFrame();
      if (!frame) throw new Error('a preview document is not a frame');
      return frame.evaluate(() => document.body.innerHTML);
    }),
  );
}

describe('documents shown in the viewer', () => {
  it('translates a Markdown and an HTML file', async () => {
    page = await (await newContext(browser, baseUrl)).newPage();
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl) && !request.url().startsWith('data:'))
        outsideRequests.push(request.url());
    });
    await signUp(page, uniqueEmail('viewer'));
    await page.getByTestId('file-input').setInputFiles([
      { name: 'garden.md', mimeType: 'text/markdown', buffer: Buffer.from(MARKDOWN) },
      { name: 'kitchen.html', mimeType: 'text/html', buffer: Buffer.from(HTML) },
    ]);
    for (const name of ['garden.md', 'kitchen.html']) {
      const card = page.locator(`[data-testid="upload-card"][aria-label="${name}"]`);
      await card.getByTestId('translate-button').click(SLOW);
      await card.getByTestId('translation-done').waitFor(SLOW);
    }
    await page.goto('/history');
  });

  it('shows the Markdown rendered: heading, list, table and code, in English and Spanish', async () => {
    await page.locator('[data-testid="doc-row"][data-name="garden.md"]').getByTestId('preview-open').click();
    const [original, translation] = await framedDocuments();
    expect(original).toContain('<h1>The garden</h1>');
    expect(translation).toMatch(/<h1>El jard[ií]n<\/h1>/);
    expect(translation).toContain('<strong>');
    expect(translation).toMatch(/<td>Cocina<\/td>/);
    expect(translation).toContain('<code>npm test');
    await screenshot(page, 'viewer-markdown');
    await page.keyboard.press('Escape');
    await page.getByTestId('preview').waitFor({ state: 'detached' });
  });

  it('shows the HTML without running its script or fetching its tracker', async () => {
    await page
      .locator('[data-testid="doc-row"][data-name="kitchen.html"]')
      .getByTestId('preview-open')
      .click();
    const documents = await framedDocuments();
    expect(documents.some((html) => html.includes('La cocina'))).toBe(true);
    // Had the script run, it would have replaced the whole body with its words.
    for (const html of documents) expect(html).toMatch(/^<h2>/);
    expect(outsideRequests).toEqual([]);
  });
});
