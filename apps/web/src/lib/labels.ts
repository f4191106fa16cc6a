import type { Translation } from '@tolk/contract';

/** A language code's name in the UI language ('es' → 'Spanish' / 'español'), or the code itself. */
export function languageName(code: string | null | undefined, uiLocale: string): string {
  if (!code || code === 'auto') return '';
  try {
    const name = new Intl.DisplayNames([uiLocale], { type: 'language' }).of(code);
    if (name && name !== code) return name.charAt(0).toLocaleUpperCase(uiLocale) + name.slice(1);
  } catch {
    // An unknown code falls through to itself.
  }
  return code;
}

/** The source language shown: the detected one when the user chose auto-detect. */
export function sourceLanguage(translation: Translation): string | null {
  return translation.langFrom === 'auto' ? translation.detectedLanguage : translation.langFrom;
}

export function formatShortDate(iso: string, uiLocale: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const sameDay = date.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(uiLocale, sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium' }).format(
    date,
  );
}

/** 'Report.docx' → 'Report (copy).docx': the suggested name of a copy. */
export function copyName(name: string, suffix: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (${suffix})${name.slice(dot)}` : `${name} (${suffix})`;
}
