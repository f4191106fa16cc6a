import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEEPL_KEY, deeplError, startFakeDeepl, type FakeDeepl } from '../../test/fakes/deepl-api.ts';
import { createDeeplProvider, type DeeplProviderOptions } from './deepl.ts';

let server: FakeDeepl;
beforeAll(async () => {
  server = await startFakeDeepl();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.queue.length = 0;
});

const deepl = (options: Partial<DeeplProviderOptions> = {}) =>
  createDeeplProvider({ apiKey: DEEPL_KEY, serverUrl: server.url, retryDelayMs: 1, ...options });

const translateForms = () =>
  server.requests.filter((r) => r.url.pathname === '/v2/translate').map((r) => r.body as URLSearchParams);

describe('deepl provider', () => {
  it('translates tagged segments with XML tag handling and the key in the Authorization header', async () => {
    const result = await deepl().translate({
      segments: ['The <g id="1">red</g> house<x id="2"/>.'],
      from: 'en',
      to: 'es',
      format: 'tagged',
    });
    expect(result.translations).toEqual(['tHE <g id="1">RED</g> HOUSE<x id="2"/>.']);
    expect(result.usage).toEqual({ billedCharacters: 39 });
    const [form] = translateForms();
    expect(form?.get('tag_handling')).toBe('xml');
    expect(form?.get('source_lang')).toBe('en');
    expect(form?.get('target_lang')).toBe('es');
    expect(server.requests[0]?.headers.authorization).toBe(`DeepL-Auth-Key ${DEEPL_KEY}`);
  });

  it('asks for a variant where DeepL needs one and reports the detected language for auto', async () => {
    const result = await deepl().translate({ segments: ['Bonjour'], from: 'auto', to: 'pt', format: 'text' });
    expect(result).toMatchObject({ translations: ['bONJOUR'], detectedLanguage: 'fr' });
    const [form] = translateForms();
    expect(form?.get('target_lang')).toBe('pt-BR');
    expect(form?.has('source_lang')).toBe(false);
    expect(form?.has('tag_handling')).toBe(false);
  });

  it('sends the formality only to targets that support it', async () => {
    const provider = deepl({ formality: 'more' });
    await provider.translate({ segments: ['Hello'], from: 'en', to: 'de', format: 'text' });
    await provider.translate({ segments: ['Hello'], from: 'en', to: 'sv', format: 'text' });
    expect(translateForms().map((form) => form.get('formality'))).toEqual(['more', null]);
  });

  it('lists the pairs of the app languages DeepL has, from its language lists', async () => {
    const pairs = await deepl().pairs();
    expect(pairs).toContainEqual({ from: 'en', to: 'es' });
    expect(pairs).toContainEqual({ from: 'es', to: 'zh' });
    expect(pairs.some((pair) => pair.to === 'ca' || pair.from === 'eu')).toBe(false);
  });

  it('keeps each request within 50 texts', async () => {
    const many = Array.from({ length: 120 }, (_, i) => `t${i}`);
    const result = await deepl().translate({ segments: many, from: 'en', to: 'es', format: 'text' });
    expect(result.translations).toHaveLength(120);
    expect(translateForms().map((form) => form.getAll('text').length)).toEqual([50, 50, 20]);
  });

  it('applies glossary terms through one DeepL glossary per term list, deleted on close', async () => {
    const provider = deepl();
    const glossary = [{ source: 'file', target: 'archivo', caseSensitive: false }];
    const first = await provider.translate({
      segments: ['Open the file'],
      from: 'en',
      to: 'es',
      format: 'text',
      glossary,
    });
    await provider.translate({ segments: ['A file'], from: 'en', to: 'es', format: 'text', glossary });
    expect(first.translations).toEqual(['oPEN THE archivo']);
    expect(server.requests.filter((r) => r.url.pathname === '/v2/glossaries')).toHaveLength(1);
    const created = server.requests.find((r) => r.url.pathname === '/v2/glossaries')?.body as URLSearchParams;
    expect(created.get('entries')).toBe('file\tarchivo');
    expect(translateForms().map((form) => form.get('glossary_id'))).toEqual([
      expect.stringMatching(/\w/),
      translateForms()[0]?.get('glossary_id'),
    ]);
    expect(server.glossaries.size).toBe(1);
    await provider.close?.();
    expect(server.glossaries.size).toBe(0);
  });

  it('retries after 429 and 503, then succeeds', async () => {
    server.queue.push(deeplError(429, 'Too many requests'), deeplError(503, 'Service unavailable'));
    const result = await deepl().translate({ segments: ['Hi'], from: 'en', to: 'es', format: 'text' });
    expect(result.translations).toEqual(['hI']);
  });

  it.each([
    [456, 'Quota Exceeded', 'quota-exceeded', /quota for this billing period/],
    [403, 'Authorization failure, check auth_key', 'provider-unavailable', /refused the API key/],
    [400, "Value for 'target_lang' not supported.", 'provider-error', /rejected the request/],
  ])('maps %i to %s', async (status, message, code, text) => {
    server.queue.push(deeplError(status, message));
    const failure = deepl().translate({ segments: ['Hi'], from: 'en', to: 'es', format: 'text' });
    await expect(failure).rejects.toMatchObject({ code, message: expect.stringMatching(text) });
  });

  it('gives up on a 5xx that lasts, as provider-unavailable', async () => {
    for (let i = 0; i < 3; i++) server.queue.push(deeplError(500, 'Internal error'));
    const failure = deepl({ retries: 2 }).translate({
      segments: ['Hi'],
      from: 'en',
      to: 'es',
      format: 'text',
    });
    await expect(failure).rejects.toMatchObject({ code: 'provider-unavailable' });
  });

  it('refuses a wrong key as provider-unavailable', async () => {
    const failure = deepl({ apiKey: 'wrong' }).translate({
      segments: ['Hi'],
      from: 'en',
      to: 'es',
      format: 'text',
    });
    await expect(failure).rejects.toMatchObject({ code: 'provider-unavailable' });
  });
});
