import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeServer } from '../../../test/fakes/http-server.ts';
import {
  chatReply,
  LLM_KEY,
  LLM_MODEL,
  openaiError,
  startFakeOpenAi,
  userPayload,
} from '../../../test/fakes/openai-api.ts';
import { createLlmProvider, type LlmProviderOptions } from './index.ts';

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeOpenAi();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.queue.length = 0;
});

const llm = (options: Partial<LlmProviderOptions> = {}) =>
  createLlmProvider({
    baseUrl: `${server.url}/v1`,
    apiKey: LLM_KEY,
    model: LLM_MODEL,
    retryDelayMs: 1,
    ...options,
  });
const sent = () => server.requests.map((request) => userPayload(request.body).segments.map((s) => s.text));
const answer = (...texts: string[]) =>
  chatReply(JSON.stringify({ translations: texts.map((text, id) => ({ id, text })) }));

describe('llm provider', () => {
  it('sends the batch with the document name and a strict JSON schema, and sums the usage', async () => {
    const result = await llm().translate({
      segments: ['The <g id="1">red</g> house<x id="2"/>.', 'A door'],
      from: 'en',
      to: 'es',
      format: 'tagged',
      context: 'report.docx',
    });
    expect(result.translations).toEqual(['tHE <g id="1">RED</g> HOUSE<x id="2"/>.', 'a DOOR']);
    expect(result.usage).toEqual({ inputTokens: 100, outputTokens: 40 });
    const body = server.requests[0]?.body as {
      model: string;
      messages: { role: string; content: string }[];
      response_format: { json_schema: { strict: boolean } };
    };
    expect(body.model).toBe(LLM_MODEL);
    expect(body.response_format.json_schema.strict).toBe(true);
    expect(body.messages[0]?.content).toMatch(/from English into Spanish/);
    expect(body.messages[0]?.content).toMatch(/Copy every tag exactly/);
    expect(userPayload(body).document).toBe('report.docx');
  });

  it('sends batches with the segments before them as context', async () => {
    const segments = Array.from({ length: 45 }, (_, i) => `Line ${i}`);
    const result = await llm({ concurrency: 3 }).translate({
      segments,
      from: 'en',
      to: 'es',
      format: 'text',
    });
    expect(result.translations[44]).toBe('lINE 44');
    const payloads = server.requests.map((request) => userPayload(request.body));
    expect(payloads.map((p) => p.segments.length).sort()).toEqual([20, 20, 5]);
    expect(payloads.find((p) => p.segments[0]?.text === 'Line 20')?.preceding).toEqual([
      'Line 18',
      'Line 19',
    ]);
  });

  it('asks again, alone, for a segment whose reply lost a tag', async () => {
    server.queue.push(answer('uNO', 'dOS sin etiqueta'));
    const result = await llm().translate({
      segments: ['One', 'Two <x id="1"/>'],
      from: 'en',
      to: 'es',
      format: 'tagged',
    });
    expect(result.translations).toEqual(['uNO', 'tWO <x id="1"/>']);
    expect(sent()).toEqual([['One', 'Two <x id="1"/>'], ['Two <x id="1"/>']]);
  });

  it('asks again for a reply that is not the JSON asked for or misses an id', async () => {
    server.queue.push(chatReply('Sure! Here is the translation: uno, dos'));
    server.queue.push(chatReply(JSON.stringify({ translations: [{ id: 0, text: 'uno' }] })));
    const result = await llm().translate({ segments: ['One', 'Two'], from: 'en', to: 'es', format: 'text' });
    expect(result.translations).toEqual(['uno', 'tWO']);
    expect(sent()).toEqual([['One', 'Two'], ['One', 'Two'], ['Two']]);
  });

  it('keeps a segment in the source language when no reply keeps its tags', async () => {
    const broken = answer('<g id="1">roto');
    server.queue.push(broken, broken);
    const result = await llm().translate({
      segments: ['<g id="1">Broken</g>'],
      from: 'en',
      to: 'es',
      format: 'tagged',
    });
    expect(result.translations).toEqual(['<g id="1">Broken</g>']);
    expect(result.usage?.rejectedSegments).toBe(1);
  });

  it('puts the glossary in the prompt and asks again when a target term is missing', async () => {
    const glossary = [{ source: 'file', target: 'archivo', caseSensitive: false }];
    server.queue.push(answer('Abre el fichero'));
    const result = await llm().translate({
      segments: ['Open the file'],
      from: 'en',
      to: 'es',
      format: 'text',
      glossary,
    });
    expect(result.translations).toEqual(['oPEN THE archivo']);
    expect(userPayload(server.requests[0]?.body).glossary).toEqual([{ source: 'file', target: 'archivo' }]);
    expect(server.requests).toHaveLength(2);
  });

  it('takes a translation that keeps its tags but never the term, and counts it', async () => {
    const glossary = [{ source: 'file', target: 'archivo', caseSensitive: false }];
    server.queue.push(answer('Abre el fichero'), answer('Abre el fichero'));
    const result = await llm().translate({
      segments: ['Open the file'],
      from: 'en',
      to: 'es',
      format: 'text',
      glossary,
    });
    expect(result.translations).toEqual(['Abre el fichero']);
    expect(result.usage?.glossaryMisses).toBe(1);
  });

  it('retries after 429 and 500, then succeeds', async () => {
    server.queue.push(
      openaiError(429, 'Rate limit reached for requests', 'requests', 'rate_limit_exceeded'),
      openaiError(500, 'The server had an error while processing your request.', 'server_error'),
    );
    const result = await llm().translate({ segments: ['Hi'], from: 'en', to: 'es', format: 'text' });
    expect(result.translations).toEqual(['hI']);
  });

  it.each([
    ['a wrong key', { apiKey: 'wrong' }, 'provider-unavailable', /refused the API key/],
    ['an unknown model', { model: 'nope' }, 'provider-unavailable', /no model "nope"/],
  ])('maps %s to %s', async (_, options, code, message) => {
    const failure = llm(options).translate({ segments: ['Hi'], from: 'en', to: 'es', format: 'text' });
    await expect(failure).rejects.toMatchObject({ code, message: expect.stringMatching(message) });
  });

  it('gives up on a 5xx that lasts, as provider-unavailable', async () => {
    for (let i = 0; i < 3; i++) server.queue.push(openaiError(503, 'Service Unavailable', 'server_error'));
    const failure = llm({ retries: 2 }).translate({ segments: ['Hi'], from: 'en', to: 'es', format: 'text' });
    await expect(failure).rejects.toMatchObject({ code: 'provider-unavailable' });
  });

  it('offers every pair of the languages general models write, or of those the deployment lists', async () => {
    const pairs = await llm().pairs();
    expect(pairs).toContainEqual({ from: 'eu', to: 'ko' });
    expect(pairs).toContainEqual({ from: 'en', to: 'th' });
    expect(pairs).not.toContainEqual({ from: 'en', to: 'am' });
    const listed = await llm({ languages: ['en', 'am', 'ti'] }).pairs();
    expect(listed).toHaveLength(6);
    expect(listed).toContainEqual({ from: 'am', to: 'ti' });
  });
});
