// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appIconSvg, applyAppIcon } from './appIcon';

afterEach(() => {
  document.head.innerHTML = '';
});

const iconHref = () => document.head.querySelector('link[rel="icon"]')?.getAttribute('href');

describe('applyAppIcon', () => {
  it('keeps the served favicon in the default colour, and draws the icon in any other', () => {
    document.head.innerHTML = '<link rel="icon" type="image/svg+xml" href="/favicon.svg">';
    applyAppIcon('#A855F7');
    expect(iconHref()).toBe('/favicon.svg');
    applyAppIcon('#0ea5e9');
    expect(decodeURIComponent(iconHref() ?? '')).toBe(`data:image/svg+xml,${appIconSvg('#0ea5e9')}`);
    expect(document.head.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#0ea5e9');
    applyAppIcon('#a855f7');
    expect(iconHref()).toBe('/favicon.svg');
  });

  it('draws the served favicon.svg in the default colour', () => {
    const served = readFileSync(path.join(import.meta.dirname, '../../../public/favicon.svg'), 'utf8');
    expect(served.trim()).toBe(appIconSvg('#a855f7'));
  });
});
