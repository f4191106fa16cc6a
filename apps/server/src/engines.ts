import { DEFAULT_PROVIDER_ORDER, type TranslationProvider } from '@tolk/contract';
import { usableProviders } from '@tolk/engine';
import type { Config, ProviderSettings } from './config.ts';

export type EngineAvailability = Record<TranslationProvider, boolean>;

/** Which translation providers this server can use: local needs Apertium, the others their keys. */
export function detectEngines(config: ProviderSettings & Pick<Config, 'searchPath'>): EngineAvailability {
  return usableProviders(config.providers, config.searchPath);
}

/** The default of a new user's translationProvider preference (DESIGN.md, translation model). */
export function defaultProvider(engines: EngineAvailability): TranslationProvider {
  return DEFAULT_PROVIDER_ORDER.find((name) => engines[name]) ?? 'local';
}
