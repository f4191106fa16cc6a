// A glossary applied by each kind of provider, through translateFile as the worker and CLI call it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AZURE_KEY, AZURE_REGION, startFakeAzure } from '../../test/fakes/azure-api.ts';
import { DEEPL_KEY, startFakeDeepl, type FakeDeepl } from '../../test/fakes/deepl-api.ts';
import { startFakeGoogle, GOOGLE_KEY } from '../../test/fakes/google-api.ts';
import type { FakeServer } from '../../test/fakes/http-server.ts';
import { LLM_KEY, LLM_MODEL, startFakeOpenAi, userPayload } from '../../test/fakes/openai-api.ts';
import { createAzureProvider } from '../providers/azure.ts';
import { createDeeplProvider } from '../providers/deepl.ts';
import { createGoogleProvider } from '../providers/google.ts';
import { createFakeProvider } from '../providers/fake.ts';
import { createLlmProvider } from '../providers/llm/index.ts';
import { createLocalProvider } from '../providers/local/index.ts';
import { translateFile } from '../translate.ts';
import type { Glossary, Provider, TranslateRequest } from '../types.ts';

const local = createLocalProvider();
afterAll(() => local.close?.());

const glossary: Glossary = {
  terms: [
    { source: 'file', target: 'archivo', caseSensitive: false },
    { source: 'Go', target: 'Go (lenguaje)', caseSensitive: true },
  ],
  keep: ['tar'],
};

async function translateText(source: string, provider: Provider, withGlossary = glossary) {
  const result = await translateFile(new TextEncoder().encode(source), {
    fileName: 'notes.txt',
    from: 'en',
    to: 'es',
    provider,
    glossary: withGlossary,
  });
  return new TextDecoder().decode(result.output);
}

describe('glossary with the local engine (placeholders)', () => {
  it('writes the target term and keeps never-translate words where Apertium would not', async () => {
    const source = 'Please bring the file. Extract it with tar.\n\nFile names must be short.';
    const without = await translateText(source, local, { terms: [], keep: [] });
    expect(without).toMatch(/lima/);
    expect(without).toMatch(/alquitrán/i);
    const output = await translateText(source, local);
    expect(output).toMatch(/\barchivo\b/);
    expect(output).toMatch(/\btar\b/);
    expect(output).toMatch(/\bArchivo\b/);
    expect(output).not.toMatch(/lima|alquitrán/i);
  });
});

describe('glossary by placeholders for providers without glossaries', () => {
  it('sends each term as a placeholder, matching case as each entry says', async () => {
    const requests: TranslateRequest[] = [];
    const provider = createFakeProvider({ onRequest: (request) => requests.push(request) });
    const output = await translateText('Open the FILE with tar.\n\nLet go of Go.', provider);
    expect(requests.flatMap((request) => request.segments)).toEqual([
      'Open the <x id="k1"/> with <x id="k2"/>.',
      'Let go of <x id="k1"/>.',
    ]);
    expect(requests.every((request) => request.glossary === undefined)).toBe(true);
    expect(output).toBe('oPEN THE ARCHIVO WITH tar.\n\nlET GO OF Go (lenguaje).');
  });

  it('puts in the target of a segment that is only a term without asking the provider', async () => {
    const requests: TranslateRequest[] = [];
    const provider = createFakeProvider({ onRequest: (request) => requests.push(request) });
    expect(await translateText('File\n\ntar', provider)).toBe('Archivo\n\ntar');
    expect(requests).toEqual([]);
  });
});

describe.each([
  ['google', startFakeGoogle, (url: string) => createGoogleProvider({ apiKey: GOOGLE_KEY, endpoint: url })],
  [
    'azure',
    startFakeAzure,
    (url: string) => createAzureProvider({ apiKey: AZURE_KEY, region: AZURE_REGION, endpoint: url }),
  ],
] as const)('glossary with %s (placeholders through its API)', (_, start, create) => {
  let server: FakeServer;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server.close());

  it('sends tags where the terms were and writes the targets back', async () => {
    const output = await translateText('Open the file with tar.', create(server.url));
    expect(output).toBe('oPEN THE archivo WITH tar.');
    // The provider may ask for its language list first: the texts go in the POST.
    const sent = JSON.stringify(server.requests.find((request) => request.method === 'POST')?.body);
    expect(sent).toContain(JSON.stringify('Open the <x id="k1"/> with <x id="k2"/>.'));
  });
});

describe('glossary with DeepL (its own glossaries)', () => {
  let server: FakeDeepl;
  beforeAll(async () => {
    server = await startFakeDeepl();
  });
  afterAll(() => server.close());

  it('creates a DeepL glossary with the terms and still keeps never-translate words', async () => {
    const provider = createDeeplProvider({ apiKey: DEEPL_KEY, serverUrl: server.url, retryDelayMs: 1 });
    const output = await translateText('Open the file with tar.', provider);
    await provider.close?.();
    expect(output).toBe('oPEN THE archivo WITH tar.');
    const created = server.requests.find((r) => r.url.pathname === '/v2/glossaries')?.body as URLSearchParams;
    expect(created.get('entries')).toBe('file\tarchivo\nGo\tGo (lenguaje)');
    const form = server.requests.find((r) => r.url.pathname === '/v2/translate')?.body as URLSearchParams;
    expect(form.get('text')).toBe('Open the file with <x id="k1"/>.');
  });
});

describe('glossary with a model (in the prompt, checked in the reply)', () => {
  let server: FakeServer;
  beforeAll(async () => {
    server = await startFakeOpenAi();
  });
  afterAll(() => server.close());

  it('sends only the terms the batch contains, with the document name', async () => {
    const provider = createLlmProvider({ baseUrl: `${server.url}/v1`, apiKey: LLM_KEY, model: LLM_MODEL });
    const output = await translateText('Open the file with tar.', provider);
    expect(output).toBe('oPEN THE archivo WITH tar.');
    const payload = userPayload(server.requests[0]?.body);
    expect(payload.glossary).toEqual([{ source: 'file', target: 'archivo' }]);
    expect(payload.document).toBe('notes.txt');
  });
});
