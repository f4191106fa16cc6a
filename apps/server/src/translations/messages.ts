// User-facing messages of the translation rules (SPEC.md gives none for these cases).

export const TRANSLATION_NOT_FOUND = 'Translation not found';
export const UPLOAD_NOT_FOUND = 'Upload not found';
export const FOLDER_NOT_FOUND = 'Folder not found';

export function notEnoughPages(needed: number, left: number, limit: number): string {
  const pages = (n: number) => `${n} page${n === 1 ? '' : 's'}`;
  return `Not enough pages left this month: this document needs ${pages(needed)} and you have ${pages(left)} of your ${limit} left.`;
}

export function noImageTranslationsLeft(limit: number): string {
  return `No image translations left this month: you have used all ${limit} of them.`;
}

export const providerNotConfigured = (provider: string) =>
  `Translation provider '${provider}' is not configured on this server`;

export const unsupportedPair = (provider: string, from: string, to: string) =>
  `The ${provider} provider cannot translate from '${from}' to '${to}'`;
