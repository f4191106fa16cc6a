import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError } from './env-values.ts';
import { queuesConfig, queuesEnv } from './queues.ts';

const parse = (env: Record<string, string>) => z.object(queuesEnv).parse(env);

describe('queue sizes and limits', () => {
  it('sizes the pools to the machine, at least two, one running job a user', () => {
    expect(queuesConfig(parse({}), 1)).toEqual({
      translations: { slots: 2, perUser: 1, timeLimitSeconds: 1200 },
      analyses: { slots: 2, perUser: 1, timeLimitSeconds: 300 },
      engineMemoryMb: 2048,
      engineNice: 10,
    });
    const big = queuesConfig(parse({}), 16);
    expect([big.translations.slots, big.analyses.slots]).toEqual([16, 4]);
  });

  it('takes every figure from the environment', () => {
    const env = {
      TOLK_TRANSLATION_SLOTS: '3',
      TOLK_TRANSLATIONS_PER_USER: '2',
      TOLK_ANALYSIS_SLOTS: '5',
      TOLK_ANALYSES_PER_USER: '2',
      TOLK_ENGINE_MEMORY_MB: '512',
      TOLK_TRANSLATION_TIME_LIMIT_SECONDS: '600',
      TOLK_ANALYSIS_TIME_LIMIT_SECONDS: '30',
      TOLK_ENGINE_NICE: '0',
    };
    expect(queuesConfig(parse(env), 2)).toEqual({
      translations: { slots: 3, perUser: 2, timeLimitSeconds: 600 },
      analyses: { slots: 5, perUser: 2, timeLimitSeconds: 30 },
      engineMemoryMb: 512,
      engineNice: 0,
    });
  });

  it('refuses a translation time limit the job would outlive', () => {
    expect(() => queuesConfig(parse({ TOLK_TRANSLATION_TIME_LIMIT_SECONDS: '1800' }))).toThrow(ConfigError);
    expect(() => parse({ TOLK_TRANSLATION_SLOTS: '0' })).toThrow();
  });
});
