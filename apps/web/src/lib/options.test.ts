import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIMARY_COLOR, LANGUAGES, enginesWith } from '@tolk/contract';
import { COLOR_PRESETS, languageOptions, providerOptions } from './options';

describe('providerOptions', () => {
  it('offers only the engines the server reports', () => {
    const engines = enginesWith('local', 'azure', 'deepl', 'llm');
    const options = providerOptions(engines, 'azure');
    expect(options.map((o) => [o.value, o.disabled])).toEqual([
      ['azure', false],
      ['deepl', false],
      ['llm', false],
      ['local', false],
    ]);
  });

  it('keeps the current choice visible but disabled when the server no longer has it', () => {
    const options = providerOptions(enginesWith('local'), 'google');
    expect(options.map((o) => [o.value, o.disabled])).toEqual([
      ['google', true],
      ['local', false],
    ]);
  });
});

describe('languageOptions', () => {
  it('lists every language of the contract, named in the UI language', () => {
    const english = languageOptions('en-US');
    expect(english).toHaveLength(Object.keys(LANGUAGES).length);
    expect(english.find((o) => o.value === 'de')?.label).toBe('German');
    expect(languageOptions('es-ES').find((o) => o.value === 'de')?.label).toBe('Alemán');
  });
});

it('starts the colour presets with the default primary colour', () => {
  expect(COLOR_PRESETS[0]).toBe(DEFAULT_PRIMARY_COLOR);
});
