import { TRANSLATION_PROVIDERS } from '@tolk/contract';
import { describe, expect, it } from 'vitest';
import { providersConfigFromEnv } from '../config.ts';
import { EnvError } from '../config/env-values.ts';
import { createProvider, PROVIDERS, PROVIDERS_ENV, providerSecrets, usableProviders } from './index.ts';

describe('the provider catalogue', () => {
  it('declares every provider a user can choose, and reads only variables it declares', () => {
    expect(Object.keys(PROVIDERS).sort()).toEqual([...TRANSLATION_PROVIDERS, 'fake'].sort());
    expect(Object.keys(PROVIDERS_ENV)).toEqual(
      expect.arrayContaining([
        'GOOGLE_TRANSLATE_API_KEY',
        'AZURE_TRANSLATOR_KEY',
        'DEEPL_API_KEY',
        'LLM_MODEL',
      ]),
    );
  });

  it('configures a provider only from its variables, with their defaults', () => {
    expect(providersConfigFromEnv({})).toEqual({});
    expect(
      providersConfigFromEnv({
        AZURE_TRANSLATOR_KEY: 'azure-key',
        AZURE_TRANSLATOR_REGION: 'westeurope',
        DEEPL_API_KEY: 'deepl-key:fx',
        LLM_BASE_URL: 'http://localhost:11434/v1',
        LLM_MODEL: 'qwen3:8b',
        LLM_LANGUAGES: 'en, es',
        TOLK_LOCAL_PIPELINES: '2',
      }),
    ).toEqual({
      azure: { apiKey: 'azure-key', region: 'westeurope' },
      deepl: { apiKey: 'deepl-key:fx', formality: 'default' },
      llm: {
        baseUrl: 'http://localhost:11434/v1',
        model: 'qwen3:8b',
        concurrency: 2,
        languages: ['en', 'es'],
      },
      local: { pipelinesPerPair: 2 },
    });
  });

  // The CLI used to drop a DEEPL_FORMALITY it did not know while the server refused it.
  it.each([
    [{ DEEPL_API_KEY: 'k', DEEPL_FORMALITY: 'polite' }, 'DEEPL_FORMALITY'],
    [{ LLM_BASE_URL: 'http://localhost:11434/v1' }, 'LLM_MODEL is required when LLM_BASE_URL is set'],
    [{ LLM_BASE_URL: 'http://x', LLM_MODEL: 'm', LLM_LANGUAGES: 'en,klingon' }, 'LLM_LANGUAGES'],
    [{ GOOGLE_TRANSLATE_ENDPOINT: 'not a url' }, 'GOOGLE_TRANSLATE_ENDPOINT'],
  ])('refuses %j, naming what is wrong, as the server does', (env, named) => {
    expect(() => providersConfigFromEnv(env)).toThrow(EnvError);
    expect(() => providersConfigFromEnv(env)).toThrow(named);
  });

  it('counts a cloud provider usable with its key, the offline one with apertium on the PATH', () => {
    const config = providersConfigFromEnv({ GOOGLE_TRANSLATE_API_KEY: 'g' });
    expect(usableProviders(config, '')).toEqual({
      local: false,
      google: true,
      azure: false,
      deepl: false,
      llm: false,
    });
    expect(usableProviders({}, '/usr/bin').local).toBe(true);
  });

  it('lists every configured key as a secret, and refuses to create a provider that has none', () => {
    const config = providersConfigFromEnv({
      GOOGLE_TRANSLATE_API_KEY: 'google-secret',
      DEEPL_API_KEY: 'deepl-secret',
      LLM_BASE_URL: 'http://localhost:11434/v1',
      LLM_MODEL: 'm',
      LLM_API_KEY: 'llm-secret',
    });
    expect(providerSecrets(config).sort()).toEqual(['deepl-secret', 'google-secret', 'llm-secret']);
    expect(() => createProvider('azure', config)).toThrow(
      'The azure provider is not configured: it needs a key',
    );
    expect(createProvider('google', config).name).toBe('google');
  });
});
