// User-facing messages of refused quota (SPEC.md gives none for these cases).

export function notEnoughPages(needed: number, left: number, limit: number): string {
  const pages = (n: number) => `${n} page${n === 1 ? '' : 's'}`;
  return `Not enough pages left this month: this document needs ${pages(needed)} and you have ${pages(left)} of your ${limit} left.`;
}

export function noImageTranslationsLeft(limit: number): string {
  return `No image translations left this month: you have used all ${limit} of them.`;
}

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** The message of a refused write: how much is needed and how much is left. */
export function notEnoughStorage(needed: number, used: number, quota: number): string {
  const left = Math.max(0, quota - used);
  return `Not enough storage: this file needs ${megabytes(needed)} but only ${megabytes(left)} of your ${megabytes(quota)} is left. Delete some documents to make room.`;
}
