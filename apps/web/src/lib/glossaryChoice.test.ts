import { describe, expect, it } from 'vitest';
import type { Glossary } from '@tolk/contract';
import { choiceOf, DEFAULT_VALUE, glossariesForPair, NONE_VALUE, pickerValue } from './glossaryChoice';

const glossary = (
  glossaryId: string,
  langFrom: Glossary['langFrom'],
  langTo: Glossary['langTo'],
): Glossary => ({
  glossaryId,
  name: glossaryId,
  langFrom,
  langTo,
  isDefault: false,
  entries: [],
  createdAt: '',
  updatedAt: '',
});

const all = [glossary('never', null, null), glossary('en-es', 'en', 'es'), glossary('fr-es', 'fr', 'es')];

describe('glossary choice', () => {
  it('offers the glossaries of the pair, and every one into the target while the source is detected', () => {
    expect(glossariesForPair(all, 'en', 'es').map((g) => g.glossaryId)).toEqual(['en-es']);
    expect(glossariesForPair(all, null, 'es').map((g) => g.glossaryId)).toEqual(['en-es', 'fr-es']);
    expect(glossariesForPair(all, 'en', 'de')).toEqual([]);
  });

  it('sends nothing for the default, null for none, the id otherwise', () => {
    expect(choiceOf(DEFAULT_VALUE)).toBeUndefined();
    expect(choiceOf(NONE_VALUE)).toBeNull();
    expect(choiceOf('en-es')).toBe('en-es');
  });

  it('falls back to the default when the chosen glossary no longer fits the pair', () => {
    const offered = glossariesForPair(all, 'fr', 'es');
    expect(pickerValue('en-es', offered)).toBe(DEFAULT_VALUE);
    expect(pickerValue('fr-es', offered)).toBe('fr-es');
    expect(pickerValue(null, offered)).toBe(NONE_VALUE);
  });
});
