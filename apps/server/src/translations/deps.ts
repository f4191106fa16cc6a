import type { TranslationProvider } from '@tolk/contract';
import type { PgBoss } from 'pg-boss';
import type { FilesDeps } from '../files/service.ts';
import type { EngineThread } from '../jobs/engine-threads.ts';
import type { LanguagePair } from '@tolk/engine';

export interface TranslationsDeps extends FilesDeps {
  boss: PgBoss;
  /** The engine thread that analyses documents for this API instance. */
  analyzer: EngineThread;
  /** Pairs a provider can translate now (cached). */
  pairs(provider: TranslationProvider): Promise<LanguagePair[]>;
}

export const IMAGE_FORMATS: readonly string[] = ['png', 'jpeg', 'webp', 'heic'];
