// Files derived from a stored file (its office pages rendered as PDF, the form a view-only share
// shows it in) live under its key plus a suffix: they are kept while the file is, and deleted with it.

const PREVIEW_SUFFIX = '.preview.pdf';
const VIEW_SUFFIX = '.share-view';
const SUFFIXES = [PREVIEW_SUFFIX, VIEW_SUFFIX];

export const previewKey = (storageKey: string) => `${storageKey}${PREVIEW_SUFFIX}`;
export const viewKey = (storageKey: string) => `${storageKey}${VIEW_SUFFIX}`;

/** The key a derived file belongs to, or the key itself when it is not derived. */
export const ownerKey = (key: string) => {
  const suffix = SUFFIXES.find((candidate) => key.endsWith(candidate));
  return suffix ? key.slice(0, -suffix.length) : key;
};

/** A file's key and the keys of what was derived from it. */
export const withDerivedKeys = (storageKey: string) => [
  storageKey,
  previewKey(storageKey),
  viewKey(storageKey),
];
