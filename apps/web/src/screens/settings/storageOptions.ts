import type { StorageTime } from '@tolk/contract';

/** Which storage time: the uploaded originals, or whole documents (original, translation, bilingual). */
export type StorageKind = keyof StorageTime;

/** The offered choices in days; null keeps files until the user deletes them. */
export const STORAGE_CHOICES: Record<StorageKind, readonly (number | null)[]> = {
  originalsDays: [0, 1, 7, 30, null],
  translationsDays: [1, 7, 30, 90, 365, null],
};

const NEVER = 'never';

/** A Select value: days as text, 'never' for null. */
export const choiceValue = (days: number | null): string => (days === null ? NEVER : String(days));

export function parseChoice(value: string): number | null {
  return value === NEVER ? null : Number(value);
}

/**
 * The choices for a kind; a value saved elsewhere (the API takes any non-negative number) is
 * listed too, in order, so the setting in force is always shown.
 */
export function storageChoices(kind: StorageKind, current: number | null): (number | null)[] {
  const offered = STORAGE_CHOICES[kind];
  if (offered.includes(current)) return [...offered];
  const days = offered.filter((choice): choice is number => choice !== null);
  return [...[...days, current as number].sort((a, b) => a - b), null];
}

/** The i18n key and count of a choice's plain words ("Right after translation", "After 7 days", "Never"). */
export function choiceLabel(kind: StorageKind, days: number | null): { key: string; count?: number } {
  if (days === null) return { key: 'settings.storageNever' };
  if (days === 0 && kind === 'originalsDays') return { key: 'settings.storageRightAway' };
  return { key: 'settings.storageAfterDays', count: days };
}
