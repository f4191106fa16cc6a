import { DEFAULT_PREFERENCES, type Preferences } from '@tolk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callFn, DATABASES, signUp, startTestServer, type TestServer } from './harness.ts';

describe.each(DATABASES)('preferences on %s', (kind) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ cookie } = await signUp(server.app));
  });
  afterAll(() => server?.close());

  const read = async () =>
    (await callFn(server.app, 'getPreferences', {}, { cookie })).json<{ result: Preferences }>().result;
  const update = (data: unknown) => callFn(server.app, 'updatePreferences', data, { cookie });

  it('starts from the SPEC defaults, with the provider resolved to the one configured (local here)', async () => {
    expect(await read()).toEqual({ ...DEFAULT_PREFERENCES, translationProvider: 'local' });
  });

  it('merges an update, keeps untouched fields, stamps updatedAt and reads back the same', async () => {
    const response = await update({
      defaultTargetLang: 'fr',
      primaryColor: '#123abc',
      fontScale: 1.25,
      notifications: { quotaWarnings: false },
    });
    expect(response.statusCode).toBe(200);
    const result = response.json<{ result: Preferences }>().result;
    expect(result).toMatchObject({
      defaultSourceLang: 'en',
      defaultTargetLang: 'fr',
      primaryColor: '#123abc',
      fontScale: 1.25,
      theme: 'system',
      notifications: { translationComplete: true, quotaWarnings: false },
    });
    expect(Date.parse(result.updatedAt ?? '')).not.toBeNaN();
    expect(await read()).toEqual(result);

    const second = (await update({ theme: 'dark', locale: 'es-ES', autoDetectLanguage: false })).json<{
      result: Preferences;
    }>().result;
    expect(second).toMatchObject({
      theme: 'dark',
      locale: 'es-ES',
      autoDetectLanguage: false,
      defaultTargetLang: 'fr',
      primaryColor: '#123abc',
    });
    expect(second.notifications).toEqual({ translationComplete: true, quotaWarnings: false });
  });

  it.each([
    ['a language the app does not offer', { defaultSourceLang: 'xx' }, 'defaultSourceLang'],
    [
      'a colour that is not #rrggbb',
      { primaryColor: 'purple' },
      'primaryColor must be a colour like #a855f7',
    ],
    ['a font scale above the range', { fontScale: 3 }, 'fontScale'],
    ['a font scale below the range', { fontScale: 0.1 }, 'fontScale'],
    ['an unknown field', { favouriteFood: 'pizza' }, 'favouriteFood'],
    ['an unknown notifications field', { notifications: { marketing: true } }, 'marketing'],
    ['a string where a boolean goes', { autoDetectLanguage: 'yes' }, 'autoDetectLanguage'],
    ['a number where a string goes', { theme: 1 }, 'theme'],
    ['an unknown theme', { theme: 'neon' }, 'theme'],
    ['an unknown locale', { locale: 'xx-YY' }, 'locale'],
    ['an unknown provider', { translationProvider: 'systran' }, 'translationProvider'],
    [
      'a provider not configured on this server',
      { translationProvider: 'google' },
      "Translation provider 'google' is not configured on this server",
    ],
    ['a valid field next to an invalid one', { theme: 'dark', fontScale: 'big' }, 'fontScale'],
  ])('rejects %s with invalid-argument and changes nothing', async (_label, data, mentions) => {
    const before = await read();
    const response = await update(data);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.status).toBe('INVALID_ARGUMENT');
    expect(error.message).toContain(mentions);
    expect(await read()).toEqual(before);
  });
});
