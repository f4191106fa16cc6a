import { enginesWith } from '@tolk/contract';
import { describe, expect, it } from 'vitest';
import { defaultProvider, detectEngines } from './engines.ts';

const none = enginesWith();

describe('engines', () => {
  it('defaults to the first configured of google, azure, deepl, llm, then local', () => {
    expect(defaultProvider({ ...none, local: true, llm: true, deepl: true })).toBe('deepl');
    expect(defaultProvider({ ...none, local: true, llm: true })).toBe('llm');
    expect(defaultProvider({ ...none, local: true, llm: true, azure: true })).toBe('azure');
    expect(defaultProvider({ ...none, local: true })).toBe('local');
  });

  it('has deepl with a key and llm only with both a server and a model', () => {
    const engines = detectEngines({
      providers: {
        deepl: { apiKey: 'k:fx' },
        llm: { baseUrl: 'http://localhost:11434/v1', model: 'qwen3:8b' },
      },
      searchPath: '',
    });
    expect(engines).toEqual({ ...none, deepl: true, llm: true });
  });
});
