import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PROVIDER_ORDER, type TranslationProvider } from '@tolk/contract';
import type { Config, ProviderSettings } from './config.ts';

export type EngineAvailability = Record<TranslationProvider, boolean>;

function onPath(command: string, searchPath: string): boolean {
  return searchPath
    .split(path.delimiter)
    .filter(Boolean)
    .some((dir) => {
      try {
        accessSync(path.join(dir, command), constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
}

/** Which translation providers this server can use: local needs Apertium, the others their keys. */
export function detectEngines(config: ProviderSettings & Pick<Config, 'searchPath'>): EngineAvailability {
  return {
    local: onPath('apertium', config.searchPath),
    google: config.googleTranslate !== undefined,
    azure: config.azureTranslator !== undefined,
    deepl: config.deepl !== undefined,
    llm: config.llm !== undefined,
  };
}

/** The default of a new user's translationProvider preference (DESIGN.md, translation model). */
export function defaultProvider(engines: EngineAvailability): TranslationProvider {
  return DEFAULT_PROVIDER_ORDER.find((name) => engines[name]) ?? 'local';
}
