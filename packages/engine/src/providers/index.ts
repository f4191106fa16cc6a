// Creates providers by name from explicit configuration (never from the environment).
import { EngineError, type Provider, type ProviderName } from '../types.ts';
import { createAzureProvider, type AzureProviderOptions } from './azure.ts';
import { createDeeplProvider, type DeeplProviderOptions } from './deepl.ts';
import { createFakeProvider, type FakeProviderOptions } from './fake.ts';
import { createGoogleProvider, type GoogleProviderOptions } from './google.ts';
import { createLlmProvider, type LlmProviderOptions } from './llm/index.ts';
import { createLocalProvider, type LocalProviderOptions } from './local/index.ts';

export interface ProvidersConfig {
  google?: GoogleProviderOptions;
  azure?: AzureProviderOptions;
  deepl?: DeeplProviderOptions;
  llm?: LlmProviderOptions;
  local?: LocalProviderOptions;
  fake?: FakeProviderOptions;
}

export { isProviderName, PROVIDER_NAMES } from './names.ts';

export function createProvider(name: ProviderName, config: ProvidersConfig = {}): Provider {
  switch (name) {
    case 'google':
      if (!config.google?.apiKey)
        throw new EngineError(
          'provider-unavailable',
          'The google provider is not configured: it needs an API key.',
        );
      return createGoogleProvider(config.google);
    case 'azure':
      if (!config.azure?.apiKey)
        throw new EngineError(
          'provider-unavailable',
          'The azure provider is not configured: it needs a key (and region).',
        );
      return createAzureProvider(config.azure);
    case 'deepl':
      if (!config.deepl?.apiKey)
        throw new EngineError(
          'provider-unavailable',
          'The deepl provider is not configured: it needs an API key.',
        );
      return createDeeplProvider(config.deepl);
    case 'llm':
      if (!config.llm?.baseUrl || !config.llm.model)
        throw new EngineError(
          'provider-unavailable',
          'The llm provider is not configured: it needs a server URL and a model.',
        );
      return createLlmProvider(config.llm);
    case 'local':
      return createLocalProvider(config.local);
    case 'fake':
      return createFakeProvider(config.fake);
    default:
      throw new EngineError('provider-unavailable', `Unknown provider "${String(name)}".`);
  }
}

export type {
  AzureProviderOptions,
  DeeplProviderOptions,
  FakeProviderOptions,
  GoogleProviderOptions,
  LlmProviderOptions,
  LocalProviderOptions,
};
