import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AZURE_KEY, AZURE_REGION, azureError, startFakeAzure } from '../../test/fakes/azure-api.ts';
import type { FakeServer } from '../../test/fakes/http-server.ts';
import { createAzureProvider } from './azure.ts';

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeAzure();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.queue.length = 0;
});

const azure = (apiKey = AZURE_KEY) =>
  createAzureProvider({ apiKey, region: AZURE_REGION, endpoint: server.url, retryDelayMs: 1 });

interface Body {
  inputs: { text: string; language?: string; textType?: string; targets: { language: string }[] }[];
}

describe('azure provider', () => {
  it('translates tagged segments as HTML with key and region headers', async () => {
    const result = await azure().translate({
      segments: ['The <g id="1">red</g> house<x id="2"/>.'],
      from: 'en',
      to: 'zh',
      format: 'tagged',
    });
    expect(result.translations).toEqual(['tHE <g id="1">RED</g> HOUSE<x id="2"/>.']);
    const [request] = server.requests;
    expect(request?.headers['ocp-apim-subscription-key']).toBe(AZURE_KEY);
    expect((request?.body as Body).inputs[0]).toMatchObject({
      language: 'en',
      textType: 'Html',
      targets: [{ language: 'zh-Hans' }],
    });
  });

  it('offers the languages Azure lists, in the app codes, and sends them in Azure codes', async () => {
    const pairs = await azure().pairs();
    for (const to of ['ar', 'he', 'fa', 'ur', 'zh', 'ja', 'ko', 'hi', 'bn', 'th', 'ru', 'el', 'tl', 'ckb'])
      expect(pairs).toContainEqual({ from: 'en', to });
    // Azure has no Esperanto or Occitan, and its Dari, Klingon and Hmong Daw are not app languages.
    for (const to of ['eo', 'oc', 'prs', 'tlh', 'mww', 'zh-Hans'])
      expect(pairs.some((pair) => pair.to === to)).toBe(false);
    const [listed] = server.requests;
    expect(listed?.url.pathname).toBe('/languages');
    expect(listed?.url.searchParams.get('scope')).toBe('translation');
    server.requests.length = 0;
    await azure().translate({ segments: ['Hello'], from: 'en', to: 'tl', format: 'text' });
    expect((server.requests[0]?.body as Body).inputs[0]?.targets).toEqual([{ language: 'fil' }]);
  });

  it('reports the detected language for auto', async () => {
    const result = await azure().translate({ segments: ['Bonjour'], from: 'auto', to: 'en', format: 'text' });
    expect(result).toEqual({ translations: ['bONJOUR'], detectedLanguage: 'fr' });
  });

  it('keeps each request within 1,000 texts and 50,000 characters', async () => {
    const many = Array.from({ length: 2500 }, (_, i) => `t${i}`);
    await azure().translate({ segments: many, from: 'en', to: 'es', format: 'text' });
    expect(server.requests.map((r) => (r.body as Body).inputs.length)).toEqual([1000, 1000, 500]);
    server.requests.length = 0;
    const long = Array.from({ length: 5 }, () => 'x'.repeat(20_000));
    await azure().translate({ segments: long, from: 'en', to: 'es', format: 'text' });
    expect(server.requests.map((r) => (r.body as Body).inputs.length)).toEqual([2, 2, 1]);
  });

  it('retries after 429 then succeeds', async () => {
    server.queue.push(
      azureError(
        429,
        429001,
        'The server rejected the request because the client has exceeded request limits.',
      ),
    );
    const result = await azure().translate({ segments: ['Hi'], from: 'en', to: 'es', format: 'text' });
    expect(result.translations).toEqual(['hI']);
    expect(server.requests).toHaveLength(2);
  });

  it('maps errors to typed engine errors', async () => {
    await expect(
      azure('bad').translate({ segments: ['Hi'], from: 'en', to: 'es', format: 'text' }),
    ).rejects.toMatchObject({
      code: 'provider-unavailable',
    });
    server.queue.push(
      azureError(
        403,
        403001,
        'The operation is not allowed because the subscription has exceeded its free quota.',
      ),
    );
    await expect(
      azure().translate({ segments: ['Hi'], from: 'en', to: 'es', format: 'text' }),
    ).rejects.toMatchObject({
      code: 'quota-exceeded',
    });
    server.queue.push(azureError(400, 400036, 'The target language is not valid.'));
    await expect(
      azure().translate({ segments: ['Hi'], from: 'en', to: 'xx', format: 'text' }),
    ).rejects.toMatchObject({
      code: 'provider-error',
      message: expect.stringContaining('target language is not valid'),
    });
  });
});
