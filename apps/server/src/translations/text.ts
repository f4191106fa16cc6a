import type { FunctionOutput, FUNCTIONS } from '@tolk/contract';
import type { z } from 'zod';
import { EngineThreadError } from '../engine-host/engine-threads.ts';
import * as users from '../users/service.ts';
import type { TranslationsDeps } from './deps.ts';
import { engineAppError } from './engine-errors.ts';
import { countLiveTextCall } from './live-limit.ts';
import { chooseGlossary, engineGlossary } from '../glossaries/choice.ts';
import { checkPair, chooseProvider } from './providers.ts';

type TextInput = z.output<(typeof FUNCTIONS)['translateText']['input']>;

/** An engine failure as the caller's error: a pair it cannot do is the request's fault, the rest the provider's. */
function toAppError(error: unknown): unknown {
  if (!(error instanceof EngineThreadError) || !error.code) return error;
  if (error.code === 'unsupported-pair') return engineAppError('invalid-argument', error);
  if (error.code === 'quota-exceeded') return engineAppError('resource-exhausted', error);
  return engineAppError('unavailable', error);
}

/**
 * Live camera mode: the texts the phone read, translated at once through the user's provider in
 * the API's engine thread. No quota unit; the contract bounds the size, a per-user rate the flood.
 */
export async function translateText(
  deps: TranslationsDeps,
  userId: string,
  input: TextInput,
  signal?: AbortSignal,
): Promise<FunctionOutput<'translateText'>> {
  await countLiveTextCall(deps.db, userId);
  const provider = chooseProvider(deps, input.provider, await users.getPreferences(deps, userId));
  await checkPair(deps, provider, input.langFrom, input.langTo);
  const glossaryId = await chooseGlossary(deps.db, userId, input.glossaryId, input.langFrom, input.langTo);
  if (input.texts.every((text) => text.trim() === ''))
    return { translations: input.texts, detectedLanguage: null };
  const glossary = await engineGlossary(deps.db, userId, glossaryId);
  try {
    return await deps.analyzer.translateText(
      {
        texts: input.texts,
        from: input.langFrom,
        to: input.langTo,
        provider,
        ...(glossary ? { glossary } : {}),
      },
      signal,
    );
  } catch (error) {
    throw toAppError(error);
  }
}
