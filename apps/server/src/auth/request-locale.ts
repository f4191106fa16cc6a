import {
  acceptLanguageTags,
  isUiLocale,
  matchUiLocale,
  UI_LOCALE_HEADER,
  type UiLocale,
} from '@tolk/contract';

/**
 * The UI language of a request: the one the web app says it shows, or else the browser's best
 * match (a social sign-in's callback is a plain navigation), else en-US.
 */
export function localeOfRequest(request: { headers?: Headers } | null | undefined): UiLocale {
  const shown = request?.headers?.get(UI_LOCALE_HEADER);
  if (isUiLocale(shown)) return shown;
  return matchUiLocale(acceptLanguageTags(request?.headers?.get('accept-language') ?? undefined));
}
