// Debian's Chromium for the first-load bench: which scripts and stylesheets a page fetches before
// its screen shows (playwright-core), and Lighthouse's mobile scores for it (lighthouse from npm,
// default config: mobile, simulated slow 4G and 4x CPU slowdown).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../e2e/product.ts';

export interface Visit {
  path: string;
  /** data-testid of the screen that says the page is shown, e.g. screen-welcome. */
  screen: string;
  /** `name=value` of a session cookie, for pages behind sign-in. */
  cookie?: string;
}

/**
 * Paths of the scripts and stylesheets the page requested before its screen was in the document:
 * a MutationObserver notes the moment the screen's element arrives, and the page's resource timing
 * says when each request started. What the screen asks for once it shows (its effects: the health
 * check, the live-event handlers) is not part of what it waited for.
 */
export async function assetsBeforeScreen(
  baseUrl: string,
  visit: Visit,
): Promise<{ js: string[]; css: string[] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({
      extraHTTPHeaders: visit.cookie ? { cookie: visit.cookie } : {},
      viewport: { width: 412, height: 823 },
    });
    await context.addInitScript((testId: string) => {
      const shown = () => document.querySelector(`[data-testid="${testId}"]`) !== null;
      new MutationObserver((_, observer) => {
        if (!shown()) return;
        (window as unknown as { screenShownAt: number }).screenShownAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, visit.screen);
    const page = await context.newPage();
    await page.goto(new URL(visit.path, baseUrl).toString());
    await page.getByTestId(visit.screen).waitFor();
    if (new URL(page.url()).pathname !== visit.path) throw new Error(`${visit.path} went to ${page.url()}`);
    const requested = await page.evaluate(() => {
      const shownAt = (window as unknown as { screenShownAt: number }).screenShownAt;
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.startTime < shownAt)
        .map((entry) => new URL(entry.name).pathname);
    });
    const paths = (extension: string) => [...new Set(requested.filter((path) => path.endsWith(extension)))];
    return { js: paths('.js'), css: paths('.css') };
  } finally {
    await browser.close();
  }
}

export interface Scores {
  performance: number;
  accessibility: number;
  /** First contentful paint, largest contentful paint, speed index, total blocking time (ms); layout shift. */
  metrics: Record<'fcp' | 'lcp' | 'si' | 'tbt' | 'cls', number>;
  /** Accessibility audits that failed: id, title and how many elements. */
  failures: string[];
  /** Lighthouse's measure of this machine's speed (a mid-range phone is about 500-1000). */
  benchmarkIndex: number;
}

async function debuggingPort(chrome: ReturnType<typeof spawn>): Promise<number> {
  let output = '';
  return new Promise((resolve, reject) => {
    chrome.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)?.[1];
      if (port) resolve(Number(port));
    });
    chrome.once('exit', (code) => reject(new Error(`chromium exited with ${code}: ${output}`)));
  });
}

/** One Lighthouse run (mobile, simulated throttling) against a fresh headless Chromium. */
export async function lighthouseScores(baseUrl: string, visit: Visit): Promise<Scores> {
  const profile = mkdtempSync(path.join(tmpdir(), 'tolk-lighthouse-'));
  const chrome = spawn(
    CHROMIUM,
    [
      '--headless=new',
      ...CHROMIUM_FLAGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  try {
    const port = await debuggingPort(chrome);
    const result = await lighthouse(new URL(visit.path, baseUrl).toString(), {
      port,
      hostname: '127.0.0.1',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(visit.cookie ? { extraHeaders: { Cookie: visit.cookie } } : {}),
    });
    if (!result) throw new Error('Lighthouse gave no result');
    const { categories, audits, runtimeError, environment } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const failures = (categories.accessibility?.auditRefs ?? [])
      .map((ref) => audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => {
        const items = (audit?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
        return `${audit?.id} (${items}): ${audit?.title}`;
      });
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      metrics: {
        fcp: value('first-contentful-paint'),
        lcp: value('largest-contentful-paint'),
        si: value('speed-index'),
        tbt: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
      },
      failures,
      benchmarkIndex: environment.benchmarkIndex,
    };
  } finally {
    chrome.kill('SIGTERM');
    await new Promise((resolve) => (chrome.exitCode === null ? chrome.once('exit', resolve) : resolve(null)));
    rmSync(profile, { recursive: true, force: true });
  }
}
