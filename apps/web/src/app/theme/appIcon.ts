import { DEFAULT_PRIMARY_COLOR } from '@tolk/contract';
import { isHexColor } from './palette';

/** The favicon in a given colour (same drawing as public/favicon.svg and BrandMark). */
export function appIconSvg(color: string): string {
  const fill = isHexColor(color) ? color : DEFAULT_PRIMARY_COLOR;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${fill}"/><path d="M18 20h28M32 20v26" stroke="#fff" stroke-width="7" stroke-linecap="round"/><circle cx="46" cy="44" r="5" fill="#fff"/></svg>`;
}

/** The icon index.html names: the same drawing in the default colour. */
const FAVICON = '/favicon.svg';

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  return document.head.querySelector<T>(selector) ?? document.head.appendChild(create());
}

/** Tab icon and browser/status-bar colour in the user's primary colour. */
export function applyAppIcon(color: string): void {
  const icon = headElement<HTMLLinkElement>('link[rel="icon"]', () => {
    const link = document.createElement('link');
    link.rel = 'icon';
    return link;
  });
  icon.type = 'image/svg+xml';
  // Setting the same icon again (start-up, then the theme) would make the browser decode it again;
  // in the default colour the served favicon.svg is that icon (a new one costs a phone ~20 ms).
  const href =
    color.toLowerCase() === DEFAULT_PRIMARY_COLOR
      ? FAVICON
      : `data:image/svg+xml,${encodeURIComponent(appIconSvg(color))}`;
  if (icon.getAttribute('href') !== href) icon.href = href;
  const meta = headElement<HTMLMetaElement>('meta[name="theme-color"]', () => {
    const element = document.createElement('meta');
    element.name = 'theme-color';
    return element;
  });
  meta.content = color;
}
