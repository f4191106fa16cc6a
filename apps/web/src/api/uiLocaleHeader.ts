import { isUiLocale, UI_LOCALE_HEADER } from '@tolk/contract';
import { i18n } from '../app/i18n/translator';

/**
 * Tells the server which language the app is showing, so an account created by this request
 * (sign-up, a first magic link, a first social sign-in) starts with it as its `locale`.
 */
export function withUiLocale(init: RequestInit | undefined): RequestInit {
  const locale = i18n.language;
  if (!isUiLocale(locale)) return init ?? {};
  const headers = new Headers(init?.headers);
  headers.set(UI_LOCALE_HEADER, locale);
  return { ...init, headers };
}
