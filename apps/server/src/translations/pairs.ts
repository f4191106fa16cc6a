import type { TranslationProvider } from '@tolk/contract';
import { listLanguages, type LanguagePair } from '@tolk/engine';
import type { ProviderSettings } from '../config.ts';
import { providersConfig } from '../engine-host/engine-protocol.ts';

const TTL_MS = 10 * 60 * 1000;

/** The pairs each provider can do, asked once per ten minutes (Apertium's list changes only on install). */
export function cachedPairs(config: ProviderSettings) {
  const cache = new Map<TranslationProvider, { at: number; pairs: Promise<LanguagePair[]> }>();
  return (provider: TranslationProvider): Promise<LanguagePair[]> => {
    const hit = cache.get(provider);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.pairs;
    const pairs = listLanguages(providersConfig(config), [provider]).then((list) => list[0]?.pairs ?? []);
    cache.set(provider, { at: Date.now(), pairs });
    pairs.catch(() => cache.delete(provider));
    return pairs;
  };
}
