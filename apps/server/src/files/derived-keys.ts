// Files derived from a stored file (its office pages rendered as PDF) live under its key plus a
// suffix: they are kept while the file is, and deleted with it.

const PREVIEW_SUFFIX = '.preview.pdf';

export const previewKey = (storageKey: string) => `${storageKey}${PREVIEW_SUFFIX}`;

/** The key a derived file belongs to, or the key itself when it is not derived. */
export const ownerKey = (key: string) =>
  key.endsWith(PREVIEW_SUFFIX) ? key.slice(0, -PREVIEW_SUFFIX.length) : key;

/** A file's key and the keys of what was derived from it. */
export const withDerivedKeys = (storageKey: string) => [storageKey, previewKey(storageKey)];
