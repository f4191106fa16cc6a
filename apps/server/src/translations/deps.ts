import type { TranslationProvider } from '@tolk/contract';
import type { PgBoss } from 'pg-boss';
import type { FilesDeps } from '../files/service.ts';
import type { EnginePool } from '../engine-host/engine-pool.ts';
import type { LanguagePair } from '@tolk/engine';

export interface TranslationsDeps extends FilesDeps {
  boss: PgBoss;
  /** The engine threads that analyse documents (and live camera text) for this API instance. */
  analyzer: EnginePool;
  /** Pairs a provider can translate now (cached). */
  pairs(provider: TranslationProvider): Promise<LanguagePair[]>;
}

export const IMAGE_FORMATS: readonly string[] = ['png', 'jpeg', 'webp', 'heic'];
