import { EngineError } from '@tolk/engine';
import { describe, expect, it } from 'vitest';
import { checkPair } from '../src/translations/providers.ts';
import type { TranslationsDeps } from '../src/translations/deps.ts';

const withPairs = (pairs: TranslationsDeps['pairs']) => ({ pairs }) as unknown as TranslationsDeps;

describe('a request checked against the languages its provider lists', () => {
  it('passes a pair the provider lists and refuses one it does not, naming it', async () => {
    const deps = withPairs(async () => [{ from: 'en', to: 'ar' }]);
    await expect(checkPair(deps, 'google', 'en', 'ar')).resolves.toBeUndefined();
    await expect(checkPair(deps, 'google', 'en', 'am')).rejects.toMatchObject({
      code: 'invalid-argument',
      reason: 'PAIR_NOT_SUPPORTED',
    });
  });

  it('answers unavailable when the provider cannot be asked for its languages', async () => {
    const deps = withPairs(() =>
      Promise.reject(new EngineError('provider-unavailable', 'Google Translation could not be reached')),
    );
    await expect(checkPair(deps, 'google', 'en', 'ar')).rejects.toMatchObject({
      code: 'unavailable',
      reason: 'PROVIDER_UNAVAILABLE',
    });
  });
});
