import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import type { TranslationProvider } from '@tolk/contract';
import type { Config } from './config.ts';

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
export function detectEngines(
  config: Pick<Config, 'googleTranslate' | 'azureTranslator' | 'searchPath'>,
): EngineAvailability {
  return {
    local: onPath('apertium', config.searchPath),
    google: config.googleTranslate !== undefined,
    azure: config.azureTranslator !== undefined,
  };
}

/** The default of a new user's translationProvider preference (DESIGN.md, translation model). */
export function defaultProvider(engines: EngineAvailability): TranslationProvider {
  if (engines.google) return 'google';
  if (engines.azure) return 'azure';
  return 'local';
}
