import type { PgBoss } from 'pg-boss';
import type { FilesDeps } from '../files/service.ts';
import type { EngineThread } from '../jobs/engine-threads.ts';
import type { LanguagePair } from '@tolk/engine';
import type { EngineProviderName } from '../jobs/engine-protocol.ts';

export interface TranslationsDeps extends FilesDeps {
  boss: PgBoss;
  /** The engine thread that analyses documents for this API instance. */
  analyzer: EngineThread;
  /** Pairs a provider can translate now (cached). */
  pairs(provider: EngineProviderName): Promise<LanguagePair[]>;
}

export const IMAGE_FORMATS: readonly string[] = ['png', 'jpeg', 'webp', 'heic'];
