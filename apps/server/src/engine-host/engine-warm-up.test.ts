import { createProvider } from '@tolk/engine';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { EngineThread } from './engine-threads.ts';
import { warmUpEngine } from './engine-thread-warm-up.ts';
import { engineReady, warmEngineThreadsAtBoot } from './engine-warm-up.ts';

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 600 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('engine warm-up at boot', () => {
  const threads: EngineThread[] = [];
  afterEach(async () => {
    warmEngineThreadsAtBoot(undefined);
    await Promise.all(threads.splice(0).map((thread) => thread.close()));
  });

  /** The fake provider standing in for the local one, with the pairs each request asked for. */
  function recordingProvider() {
    const asked: string[] = [];
    const provider = createProvider('fake', {
      fake: { onRequest: (request) => asked.push(`${request.from}>${request.to}`) },
    });
    return { provider, asked };
  }

  it('sends a page of each warm pair through the provider before any job asks for it', async () => {
    const { provider, asked } = recordingProvider();
    const pairs = [
      { from: 'en', to: 'es' },
      { from: 'es', to: 'en' },
    ];
    await warmUpEngine({ id: 1, kind: 'warm', analysisOnly: false, pairs }, () => provider);
    expect(new Set(asked)).toEqual(new Set(['en>es', 'es>en']));
  });

  it('leaves the provider alone in a thread that only analyses uploads', async () => {
    const { provider, asked } = recordingProvider();
    const pairs = [{ from: 'en', to: 'es' }];
    await warmUpEngine({ id: 1, kind: 'warm', analysisOnly: true, pairs }, () => provider);
    expect(asked).toEqual([]);
  });

  it('reports the engine not ready while a thread warms up, and ready once it has', async () => {
    const logged: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void logged.push(line) });
    expect(engineReady()).toBe(true);
    warmEngineThreadsAtBoot({ pairs: [{ from: 'en', to: 'es' }], log });
    threads.push(new EngineThread({}));
    expect(engineReady()).toBe(false);
    await until(engineReady);
    expect(engineReady()).toBe(true);
    expect(logged.join('')).toContain('engine warm-up done');
  });

  it('starts threads on first use when nobody asked for a warm-up (tests, tools)', () => {
    threads.push(new EngineThread({}));
    expect(engineReady()).toBe(true);
  });
});
