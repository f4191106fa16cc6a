import { describe, expect, it } from 'vitest';
import { LIVE_TEXT_LIMITS } from '@tolk/contract';
import type { RecognizedLine } from '../../../ocr/lines';
import { isReadable, selectLiveLines, TranslationMemory } from './liveText';

const box = { x: 0, y: 0, width: 10, height: 10 };
const line = (text: string, confidence = 90): RecognizedLine => ({ text, confidence, box });

describe('isReadable', () => {
  it('keeps confident lines made mostly of letters', () => {
    expect(isReadable(line('The house is small.'))).toBe(true);
    expect(isReadable(line('Salida 3'))).toBe(true);
  });

  it('drops unsure lines, symbol noise and lone characters', () => {
    expect(isReadable(line('The house is small.', 40))).toBe(false);
    expect(isReadable(line('|| —= ~~ ;:'))).toBe(false);
    expect(isReadable(line('1234 5678 a'))).toBe(false);
    expect(isReadable(line('a'))).toBe(false);
  });
});

describe('selectLiveLines', () => {
  it('passes readable lines through with their boxes', () => {
    expect(selectLiveLines([line('The house'), line('~~', 95), line('is small.')])).toEqual([
      { text: 'The house', box },
      { text: 'is small.', box },
    ]);
  });

  it('keeps at most maxTexts lines', () => {
    const many = Array.from({ length: LIVE_TEXT_LIMITS.maxTexts + 5 }, (_, index) =>
      line(`line number ${index}`),
    );
    const selected = selectLiveLines(many);
    expect(selected).toHaveLength(LIVE_TEXT_LIMITS.maxTexts);
    expect(selected.at(-1)?.text).toBe(`line number ${LIVE_TEXT_LIMITS.maxTexts - 1}`);
  });

  it('shortens a line longer than maxCharactersPerText', () => {
    const long = 'word '.repeat(400);
    const [selected] = selectLiveLines([line(long)]);
    expect(selected?.text.length).toBeLessThanOrEqual(LIVE_TEXT_LIMITS.maxCharactersPerText);
    expect(long.startsWith(selected?.text ?? 'x')).toBe(true);
  });

  it('stops at maxCharacters in all, shortening the line that crosses it', () => {
    const limits = { maxTexts: 10, maxCharactersPerText: 20, maxCharacters: 50 };
    const lines = ['aaaaaaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbbbbbb', 'cccccccccccccccccccc', 'dddddddddd'].map(
      (t) => line(t),
    );
    const selected = selectLiveLines(lines, limits).map((l) => l.text);
    expect(selected).toEqual(['aaaaaaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbbbbbb', 'cccccccccc']);
    expect(selected.join('').length).toBe(50);
  });

  it('meets translateText limits for any input', () => {
    const noisy = Array.from({ length: 120 }, (_, index) => line('x'.repeat(index * 37 + 2)));
    const texts = selectLiveLines(noisy).map((l) => l.text);
    expect(texts.length).toBeLessThanOrEqual(LIVE_TEXT_LIMITS.maxTexts);
    expect(texts.every((text) => text.length <= LIVE_TEXT_LIMITS.maxCharactersPerText)).toBe(true);
    expect(texts.join('').length).toBeLessThanOrEqual(LIVE_TEXT_LIMITS.maxCharacters);
  });
});

describe('TranslationMemory', () => {
  it('asks only for texts it has not translated, each once (an unchanged view asks nothing)', () => {
    const memory = new TranslationMemory();
    expect(memory.missing(['The house', 'is small', 'The house'])).toEqual(['The house', 'is small']);
    memory.remember(['The house', 'is small'], ['La casa', 'es pequeña']);
    expect(memory.missing(['The house', 'is small'])).toEqual([]);
    expect(memory.missing(['The house', 'The garden'])).toEqual(['The garden']);
    expect(memory.get('is small')).toBe('es pequeña');
  });

  it('forgets the oldest entries past its capacity and everything on clear', () => {
    const memory = new TranslationMemory(2);
    memory.remember(['one', 'two'], ['uno', 'dos']);
    memory.remember(['three'], ['tres']);
    expect(memory.missing(['one', 'two', 'three'])).toEqual(['one']);
    memory.clear();
    expect(memory.missing(['two'])).toEqual(['two']);
  });
});
