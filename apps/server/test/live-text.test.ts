import { LIVE_TEXT_CALLS_PER_MINUTE, LIVE_TEXT_LIMITS } from '@tolk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, newCaller, type Caller } from './callers.ts';
import type { FakeGoogle } from './fake-google.ts';
import { ENGINE_SUITE_DATABASES, type TestServer } from './harness.ts';
import { translationServer } from './translation-server.ts';
import { refusal } from './refusals.ts';

interface Translated {
  translations: string[];
  detectedLanguage: string | null;
}

describe.each(ENGINE_SUITE_DATABASES)('live camera text (translateText) on %s', (kind) => {
  let server: TestServer;
  let google: FakeGoogle;
  beforeAll(async () => {
    ({ server, google } = await translationServer(kind));
  });

  const translate = (caller: Caller | null, data: object) =>
    callAs<Translated>(server.app, caller, 'translateText', data);
  const live = (texts: string[], extra: object = {}) => ({
    texts,
    langFrom: 'en',
    langTo: 'es',
    provider: 'local',
    ...extra,
  });

  it('translates what the camera read with the local provider; blank and number-only texts come back as they were', async () => {
    const user = await newCaller(server.app);
    const texts = ['Welcome to the garden', '', '   ', 'Fresh apples every morning', '2024'];
    const answer = await translate(user, live(texts));
    expect(answer.status).toBe(200);
    const { translations, detectedLanguage } = answer.body.result;
    expect(translations).toHaveLength(5);
    expect(translations[0]).toMatch(/^Bienvenido al jardín$/);
    expect(translations.slice(1, 3)).toEqual(['', '   ']);
    expect(translations[3]).toMatch(/^Manzanas frescas/);
    expect(translations[4]).toBe('2024');
    expect(detectedLanguage).toBeNull();
  });

  it('detects the language with from auto and reports it', async () => {
    const user = await newCaller(server.app);
    const english = await translate(
      user,
      live(['Welcome to the garden', 'Fresh apples every morning'], { langFrom: 'auto' }),
    );
    expect(english.body.result.detectedLanguage).toBe('en');
    expect(english.body.result.translations[0]).toMatch(/^Bienvenido/);
    const french = await translate(
      user,
      live(['Le jardin est ouvert tous les matins'], { langFrom: 'auto' }),
    );
    expect(french.body.result.detectedLanguage).toBe('fr');
    expect(french.body.result.translations[0]).toMatch(/abierto/i);
  });

  it('goes through the chosen cloud provider, which never sees blank texts', async () => {
    google.mode = 'answer';
    const user = await newCaller(server.app);
    const before = google.requests;
    const answer = await translate(user, live(['Open today', ' '], { provider: 'google' }));
    expect(answer.body.result.translations).toEqual(['[es] Open today', ' ']);
    expect(google.requests).toBe(before + 1);
    const blank = await translate(user, live(['', '  \n '], { provider: 'google' }));
    expect(blank.body.result).toEqual({ translations: ['', '  \n '], detectedLanguage: null });
    expect(google.requests).toBe(before + 1);
  });

  it('answers unavailable with a reason, not the provider’s words, when the provider fails', async () => {
    const user = await newCaller(server.app);
    google.mode = 'refuse';
    try {
      const answer = await translate(user, live(['Open today'], { provider: 'google' }));
      expect(answer.status).toBe(503);
      expect(answer.body.error.status).toBe('UNAVAILABLE');
      expect(answer.body.error).toMatchObject({ details: { reason: 'PROVIDER_FAILED' } });
    } finally {
      google.mode = 'answer';
    }
  });

  it('refuses too many or too long texts, unconfigured providers and impossible pairs', async () => {
    const user = await newCaller(server.app);
    const before = google.requests;
    const long = 'a'.repeat(LIVE_TEXT_LIMITS.maxCharactersPerText);
    const refusals = [
      [
        live(
          Array.from({ length: LIVE_TEXT_LIMITS.maxTexts + 1 }, () => 'Open'),
          { provider: 'google' },
        ),
      ],
      [live([`${long}a`], { provider: 'google' })],
      [
        live(
          Array.from({ length: 5 }, () => long),
          { provider: 'google' },
        ),
        'At most 4000 characters at once',
      ],
      [live([]), undefined],
      [
        live(['Open'], { provider: 'azure' }),
        "Translation provider 'azure' is not configured on this server",
      ],
      [live(['Open'], { langTo: 'ja' }), "The local provider cannot translate from 'en' to 'ja'"],
      [live(['Open'], { langTo: 'en' }), 'The source and target languages are the same'],
    ] as const;
    for (const [data, message] of refusals) {
      const answer = await translate(user, data);
      expect(answer.status).toBe(400);
      expect(answer.body.error.status).toBe('INVALID_ARGUMENT');
      if (message) expect(answer.body.error.message).toContain(message);
    }
    expect(google.requests).toBe(before);
  });

  it('refuses anonymous callers', async () => {
    const answer = await translate(null, live(['Open']));
    expect(answer.status).toBe(401);
    expect(answer.body.error).toEqual(refusal('unauthenticated', 'AUTHENTICATION_REQUIRED'));
  });

  it(`refuses a flood beyond ${LIVE_TEXT_CALLS_PER_MINUTE} calls a minute, for that user only`, async () => {
    const [flooder, neighbour] = [await newCaller(server.app), await newCaller(server.app)];
    const answers = await Promise.all(
      Array.from({ length: LIVE_TEXT_CALLS_PER_MINUTE + 10 }, () => translate(flooder, live([' ']))),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(LIVE_TEXT_CALLS_PER_MINUTE);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => [answer.status, answer.body.error])).toEqual(
      Array.from({ length: 10 }, () => [
        429,
        refusal('resource-exhausted', 'LIVE_TEXT_FLOOD', { limit: LIVE_TEXT_CALLS_PER_MINUTE }),
      ]),
    );
    expect((await translate(neighbour, live(['Open today']))).body.result.translations).toEqual([
      expect.stringMatching(/^Abierto hoy/),
    ]);
  });
});
