import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GOOGLE_KEY, googleError, startFakeGoogle } from '../../test/fakes/google-api.ts';
import type { FakeServer } from '../../test/fakes/http-server.ts';
import { createGoogleProvider } from './google.ts';

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeGoogle();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.queue.length = 0;
});

const google = (apiKey = GOOGLE_KEY) =>
  createGoogleProvider({ apiKey, endpoint: server.url, retryDelayMs: 1 });

describe('google provider', () => {
  it('translates tagged segments as HTML and keeps tags', async () => {
    const result = await google().translate({
      segments: ['The <g id="1">red</g> house<x id="2"/> isn\'t big.'],
      from: 'en',
      to: 'es',
      format: 'tagged',
    });
    expect(result.translations).toEqual(['tHE <g id="1">RED</g> HOUSE<x id="2"/> ISN&#39;T BIG.']);
    const [request] = server.requests;
    expect(request?.body).toMatchObject({ target: 'es', source: 'en', format: 'html' });
    expect(request?.url.searchParams.get('key')).toBe(GOOGLE_KEY);
  });

  it('offers the languages Google lists, in the app codes, and sends them in Google codes', async () => {
    const pairs = await google().pairs();
    for (const to of ['th', 'fa', 'ur', 'bn', 'el', 'he', 'nb', 'zh', 'am', 'km', 'ckb'])
      expect(pairs).toContainEqual({ from: 'en', to });
    expect(pairs.some((pair) => pair.to === 'iw' || pair.to === 'zh-CN' || pair.to === 'mni')).toBe(false);
    const listed = server.requests.filter((request) => request.url.pathname.endsWith('/languages'));
    expect(listed).toHaveLength(1);
    expect(listed[0]?.url.searchParams.get('key')).toBe(GOOGLE_KEY);
    server.requests.length = 0;
    const result = await google().translate({ segments: ['Hello'], from: 'en', to: 'nb', format: 'text' });
    expect(result.translations).toHaveLength(1);
    expect(server.requests[0]?.body).toMatchObject({ target: 'no' });
  });

  it('asks for the language list once, and again after a failure', async () => {
    const provider = google();
    server.queue.push(googleError(403, 'forbidden', 'Requests from this referer are blocked.'));
    await expect(provider.pairs()).rejects.toMatchObject({ code: 'provider-unavailable' });
    await provider.pairs();
    await provider.pairs();
    expect(server.requests.filter((request) => request.url.pathname.endsWith('/languages'))).toHaveLength(2);
  });

  it('reports the detected language for auto', async () => {
    const result = await google().translate({ segments: ['Hello'], from: 'auto', to: 'es', format: 'text' });
    expect(result).toEqual({ translations: ['hELLO'], detectedLanguage: 'en' });
    expect(server.requests[0]?.body).not.toHaveProperty('source');
  });

  it('splits big jobs into requests of at most 128 texts, in order', async () => {
    const segments = Array.from({ length: 300 }, (_, i) => `line ${i}`);
    const result = await google().translate({ segments, from: 'en', to: 'fr', format: 'text' });
    expect(server.requests.map((r) => (r.body as { q: string[] }).q.length)).toEqual([128, 128, 44]);
    expect(result.translations[299]).toBe('LINE 299');
  });

  it('retries after a 429 and a 503, then succeeds', async () => {
    server.queue.push(
      googleError(429, 'rateLimitExceeded', 'Too many requests'),
      googleError(503, 'backendError', 'Unavailable'),
    );
    const result = await google().translate({ segments: ['Hi'], from: 'en', to: 'es', format: 'text' });
    expect(result.translations).toEqual(['hI']);
    expect(server.requests).toHaveLength(3);
  });

  it('maps errors to typed engine errors', async () => {
    await expect(
      google('wrong').translate({ segments: ['Hi'], from: 'en', to: 'es', format: 'text' }),
    ).rejects.toMatchObject({
      code: 'provider-unavailable',
      message: expect.stringContaining('API key not valid'),
    });
    server.queue.push(googleError(403, 'dailyLimitExceeded', 'Daily Limit Exceeded'));
    await expect(
      google().translate({ segments: ['Hi'], from: 'en', to: 'es', format: 'text' }),
    ).rejects.toMatchObject({
      code: 'quota-exceeded',
    });
    server.queue.push(googleError(400, 'invalid', 'Invalid Value'));
    await expect(
      google().translate({ segments: ['Hi'], from: 'en', to: 'xx', format: 'text' }),
    ).rejects.toMatchObject({
      code: 'provider-error',
    });
    const unreachable = createGoogleProvider({
      apiKey: GOOGLE_KEY,
      endpoint: 'http://127.0.0.1:9',
      retries: 0,
    });
    await expect(
      unreachable.translate({ segments: ['Hi'], from: 'en', to: 'es', format: 'text' }),
    ).rejects.toMatchObject({
      code: 'provider-unavailable',
    });
  });
});
