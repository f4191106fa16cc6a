import type { UiLocale } from '@tolk/contract';
import { ar } from './ar.ts';
import { deDE } from './de-DE.ts';
import { enUS } from './en-US.ts';
import { esES } from './es-ES.ts';
import { frFR } from './fr-FR.ts';
import { ptBR } from './pt-BR.ts';
import type { MailTexts } from './types.ts';

export type { MailTexts } from './types.ts';

/** The account mails in every UI language (the type makes a missing language a compile error). */
export const MAIL_TEXTS: Record<UiLocale, MailTexts> = {
  'en-US': enUS,
  'es-ES': esES,
  'fr-FR': frFR,
  'de-DE': deDE,
  'pt-BR': ptBR,
  ar,
};

/** A number written the way the UI language writes it (the app formats with the same Intl). */
export const writeNumber = (locale: UiLocale, value: number) => new Intl.NumberFormat(locale).format(value);

/** "10 minutes", "10 دقائق": the number with the plural form its language wants. */
export function writeMinutes(locale: UiLocale, count: number): string {
  const forms = MAIL_TEXTS[locale].minutes;
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
  return form.replace('#', writeNumber(locale, count));
}
