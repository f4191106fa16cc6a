import { listLanguages, type LanguagePair } from '@tolk/engine';
import type { Config } from '../config.ts';
import { providersConfig, type EngineProviderName } from '../jobs/engine-protocol.ts';

const TTL_MS = 10 * 60 * 1000;

/** The pairs each provider can do, asked once per ten minutes (Apertium's list changes only on install). */
export function cachedPairs(config: Pick<Config, 'googleTranslate' | 'azureTranslator'>) {
  const cache = new Map<EngineProviderName, { at: number; pairs: Promise<LanguagePair[]> }>();
  return (provider: EngineProviderName): Promise<LanguagePair[]> => {
    const hit = cache.get(provider);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.pairs;
    const pairs = listLanguages(providersConfig(config), [provider]).then((list) => list[0]?.pairs ?? []);
    cache.set(provider, { at: Date.now(), pairs });
    pairs.catch(() => cache.delete(provider));
    return pairs;
  };
}
