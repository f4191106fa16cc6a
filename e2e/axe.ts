import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { SCREENSHOT_DIR } from './browser.ts';

/** Where each check's findings are written (gitignored with the screenshots). */
const AXE_DIR = join(SCREENSHOT_DIR, 'axe');

const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
type Impact = (typeof IMPACTS)[number];
type Scheme = 'light' | 'dark';

interface Finding {
  id: string;
  impact: Impact;
  help: string;
  nodes: { target: string; summary: string }[];
}

/** axe-core's findings for what the page shows now; the check's own script is added once per document. */
async function runAxe(page: Page): Promise<Finding[]> {
  // Evaluated through the debugging protocol, so the app's Content-Security-Policy does not block it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const { violations } = await window.axe.run(document, { resultTypes: ['violations'], iframes: false });
    return violations.map((violation) => ({
      id: violation.id,
      impact: (violation.impact ?? 'minor') as Impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.join(' '),
        summary: node.failureSummary ?? '',
      })),
    }));
  });
}

/** Shows the page in a colour scheme (the app follows the system's, live) once transitions have ended. */
async function showScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  // What still differs from a settled page in that scheme: [] once the app shows it and every
  // transition has ended (endless animations, such as loaders, do not count).
  const unsettled = () =>
    page.evaluate((wanted) => {
      const shown = document.documentElement.dataset.mantineColorScheme;
      const moving = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)
        .map(
          (a) =>
            `${a.constructor.name} ${(a as CSSTransition).transitionProperty ?? (a as CSSAnimation).animationName ?? ''} on ${(a.effect as KeyframeEffect | null)?.target?.className ?? '?'}`,
        );
      return shown === wanted ? moving : [`scheme ${shown}`, ...moving];
    }, scheme);
  await expect.poll(unsettled, { timeout: 30_000 }).toEqual([]);
}

/**
 * Checks what the page shows with axe-core in light and in dark mode, prints one line per scheme
 * (screen, route, findings by impact), writes the findings to e2e/screenshots/axe/<screen>-<scheme>.json
 * and expects nothing serious or critical. The page is left in the scheme it was in.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const before: Scheme = (await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches))
    ? 'dark'
    : 'light';
  const route = new URL(page.url()).pathname;
  const failures: string[] = [];
  for (const scheme of [before, before === 'light' ? 'dark' : 'light'] as const) {
    await showScheme(page, scheme);
    const findings = await runAxe(page);
    const counts = Object.fromEntries(
      IMPACTS.map((impact) => [impact, findings.filter((f) => f.impact === impact).length]),
    ) as Record<Impact, number>;
    console.log(
      `axe ${screen.padEnd(22)} ${route.padEnd(24)} ${scheme.padEnd(5)} ` +
        IMPACTS.map((impact) => `${impact} ${counts[impact]}`).join(', '),
    );
    mkdirSync(AXE_DIR, { recursive: true });
    writeFileSync(
      join(AXE_DIR, `${screen}-${scheme}.json`),
      `${JSON.stringify({ screen, route, scheme, counts, findings }, null, 2)}\n`,
    );
    for (const finding of findings.filter((f) => f.impact === 'critical' || f.impact === 'serious')) {
      for (const node of finding.nodes)
        failures.push(`${scheme} ${finding.impact} ${finding.id} at ${node.target}: ${node.summary}`);
    }
  }
  await showScheme(page, before);
  expect(failures, `axe on ${screen} (${route})`).toEqual([]);
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
