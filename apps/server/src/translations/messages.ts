// User-facing messages of the translation rules (SPEC.md gives none for these cases).

export const TRANSLATION_NOT_FOUND = 'Translation not found';
export const UPLOAD_NOT_FOUND = 'Upload not found';
export const FOLDER_NOT_FOUND = 'Folder not found';

export const providerNotConfigured = (provider: string) =>
  `Translation provider '${provider}' is not configured on this server`;

export const unsupportedPair = (provider: string, from: string, to: string) =>
  `The ${provider} provider cannot translate from '${from}' to '${to}'`;
