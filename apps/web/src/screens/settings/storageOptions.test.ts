import { describe, expect, it } from 'vitest';
import { choiceLabel, choiceValue, parseChoice, storageChoices } from './storageOptions';

describe('storage time choices', () => {
  it('offers right-after-translation for originals only, and never for both', () => {
    expect(storageChoices('originalsDays', null)).toEqual([0, 1, 7, 30, null]);
    expect(storageChoices('translationsDays', null)).toEqual([1, 7, 30, 90, 365, null]);
    expect(choiceLabel('originalsDays', 0)).toEqual({ key: 'settings.storageRightAway' });
    expect(choiceLabel('translationsDays', null)).toEqual({ key: 'settings.storageNever' });
    expect(choiceLabel('translationsDays', 30)).toEqual({ key: 'settings.storageAfterDays', count: 30 });
  });

  it('lists a time saved elsewhere (any non-negative number) in order, so the setting in force shows', () => {
    expect(storageChoices('originalsDays', 14)).toEqual([0, 1, 7, 14, 30, null]);
    expect(storageChoices('translationsDays', 0.5)).toEqual([0.5, 1, 7, 30, 90, 365, null]);
    expect(choiceLabel('translationsDays', 0)).toEqual({ key: 'settings.storageAfterDays', count: 0 });
  });

  it('round-trips days and never through the Select value', () => {
    for (const days of [0, 0.5, 7, null]) expect(parseChoice(choiceValue(days))).toBe(days);
  });
});
