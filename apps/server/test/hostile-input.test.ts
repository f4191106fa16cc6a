import diagnostics from 'node:diagnostics_channel';
import {
  BROKEN_TEXT,
  FUNCTIONS,
  NUL_IN_TEXT,
  type Folder,
  type FunctionName,
  type Translation,
} from '@tolk/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, newCaller, type Caller } from './callers.ts';
import { FakeStripe, stripeEnv } from './fake-stripe.ts';
import { BASE_URL, DATABASES, freshAddress, startTestServer, type TestServer } from './harness.ts';
import { REVENUECAT_AUTH } from './revenuecat-events.ts';
import {
  bodyWith,
  dataWith,
  fieldPaths,
  HOSTILE_QUERIES,
  HOSTILE_SEGMENTS,
  HOSTILE_VALUES,
  MARKER,
  type SampleIds,
  type Schema,
} from './hostile-values.ts';
import { uploadFile } from './translate-helpers.ts';
import {
  flateBombPdf,
  selfReferencingXrefPdf,
  xrefLoopPdf,
} from '../../../packages/engine/test/fixtures/pdf-bombs.ts';
import { TusClient } from './tus-client.ts';
import { refusal } from './refusals.ts';

const NAMES = Object.keys(FUNCTIONS) as FunctionName[];
const TEXT = new TextEncoder().encode('The house is big and the garden is green.\n');
/** Methods fetch can send (TRACE is forbidden in fetch). */
const SENDABLE = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

interface Route {
  method: string;
  url: string;
}

const polluted = () => ({}) as Record<string, unknown>;

/** An app whose routes are recorded as they are declared (Fastify announces each new instance). */
async function startRecording(
  kind: 'pglite' | 'postgres',
  env: Record<string, string>,
): Promise<{ server: TestServer; routes: Route[] }> {
  const routes: Route[] = [];
  let recording: FastifyInstance | undefined;
  const record = (message: unknown) => {
    if (recording) return;
    recording = (message as { fastify: FastifyInstance }).fastify;
    recording.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    });
  };
  diagnostics.subscribe('fastify.initialization', record);
  try {
    return { server: await startTestServer(kind, env), routes };
  } finally {
    diagnostics.unsubscribe('fastify.initialization', record);
  }
}

/** A route's URL with its parameters (`:id`, `*`) replaced by `segment`. */
const fill = (url: string, segment: string) => url.replace(/:[^/]+|\*/g, segment);

describe.each(DATABASES)('hostile input on %s', (kind) => {
  let server: TestServer;
  let routes: Route[];
  let user: Caller;
  let ids: SampleIds;
  let baseUrl: string;
  let stripe: FakeStripe;
  beforeAll(async () => {
    // Payments configured, so the webhooks check what they are sent rather than refusing at once.
    stripe = await FakeStripe.start();
    ({ server, routes } = await startRecording(kind, {
      ...stripeEnv(stripe),
      REVENUECAT_WEBHOOK_AUTH: REVENUECAT_AUTH,
    }));
    baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
    user = await newCaller(server.app);
    const folder = await callAs<Folder>(server.app, user, 'createFolder', { name: 'Hostile' });
    const translated = await uploadFile(server.app, user.cookie, TEXT, 'house.txt');
    const translation = await callAs<Translation>(server.app, user, 'translateDocument', {
      uploadId: translated,
      langFrom: 'en',
      langTo: 'es',
      provider: 'local',
    });
    if (translation.status !== 200) throw new Error(`translateDocument ${translation.status}`);
    ids = {
      user: user.userId,
      folder: folder.body.result.id,
      translation: translation.body.result.id,
      upload: await uploadFile(server.app, user.cookie, TEXT, 'other.txt'),
      file: translation.body.result.originalFileId as string,
    };
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  /** POST /api/fn/<name> with a raw body, as the user or signed out; a failure line for a 5xx. */
  async function post(name: string, body: string, signedIn: boolean, what: string) {
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/fn/${name}`,
      payload: body,
      headers: { 'content-type': 'application/json', ...(signedIn ? { cookie: user.cookie } : {}) },
      remoteAddress: freshAddress(),
    });
    if (response.statusCode < 500) return [];
    const who = signedIn ? 'signed in' : 'signed out';
    return [`${name} ${what} (${who}) → ${response.statusCode} ${response.body.slice(0, 300)}`];
  }

  it.each(NAMES)('%s: a hostile value in any field or as the whole body is never a 500', async (name) => {
    const schema = FUNCTIONS[name].input as unknown as Schema;
    const calls: Promise<string[]>[] = [];
    for (const value of HOSTILE_VALUES) {
      // Signed out, a function that needs a user stops before reading fields: the whole data suffices.
      for (const signedIn of [true, false]) {
        calls.push(post(name, bodyWith(MARKER, value), signedIn, `data = ${value.label}`));
        calls.push(post(name, value.json, signedIn, `body = ${value.label}`));
      }
      for (const path of fieldPaths(schema))
        calls.push(
          post(
            name,
            bodyWith(dataWith(schema, path, ids), value),
            true,
            `${path.join('.')} = ${value.label}`,
          ),
        );
    }
    expect((await Promise.all(calls)).flat()).toEqual([]);
    expect(polluted().polluted).toBeUndefined();
  });

  it('answers NUL and lone surrogates with invalid-argument (400) saying where, in data, URLs and sign-in', async () => {
    const cases: [FunctionName, unknown, string][] = [
      ['getTranslation', { translationId: 'a\u0000' }, 'translationId'],
      ['createFolder', { name: 'Trips\u0000' }, 'name'],
      ['listTranslationsFiltered', { search: '\u0000' }, 'search'],
      ['countDocumentsByFolder', { folderIds: ['a', '\u0000'] }, 'folderIds.1'],
    ];
    for (const [name, data, path] of cases) {
      const answer = await callAs(server.app, user, name, data);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({
        status: 'INVALID_ARGUMENT',
        message: `Invalid data: ${path}: ${NUL_IN_TEXT}`,
      });
    }
    const surrogate = await callAs(server.app, user, 'updateFolder', {
      folderId: ids.folder,
      name: '\ud800',
    });
    expect(surrogate.body.error.message).toBe(`Invalid data: name: ${BROKEN_TEXT}`);
    const file = await server.app.inject({ url: '/api/files/a%00b', headers: { cookie: user.cookie } });
    expect(file.statusCode).toBe(400);
    expect(file.json()).toEqual({
      error: refusal('invalid-argument', 'REQUEST_INVALID', {
        detail: `The URL is malformed: ${NUL_IN_TEXT}`,
      }),
    });
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'a\u0000@example.com', password: 'correct horse' },
      headers: { origin: BASE_URL },
      remoteAddress: freshAddress(),
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json()).toEqual({
      code: 'INVALID_TEXT',
      message: `email: ${NUL_IN_TEXT}`,
      details: { reason: 'REQUEST_INVALID', detail: `email: ${NUL_IN_TEXT}` },
    });
  });

  it('refuses a Flate bomb and xref loops at analysis and translation, naming the budget, and keeps answering', async () => {
    // The observed attacks: 400 kB inflating to 400 MB took the server to 4 GB for minutes.
    const hostile: [string, Uint8Array, string][] = [
      ['bomb.pdf', await flateBombPdf(), 'pdf-stream-bytes'],
      ['own-prev.pdf', selfReferencingXrefPdf(), 'pdf-xref-chain'],
      ['looping-prev.pdf', xrefLoopPdf(), 'pdf-xref-chain'],
    ];
    const rss = process.memoryUsage().rss;
    for (const [fileName, bytes, budget] of hostile) {
      const uploadId = await uploadFile(server.app, user.cookie, bytes, fileName);
      const refusals = [
        await callAs(server.app, user, 'analyzeDocument', { uploadId }),
        await callAs(server.app, user, 'translateDocument', {
          uploadId,
          langFrom: 'en',
          langTo: 'es',
          provider: 'local',
        }),
      ];
      for (const answer of refusals) {
        expect(answer.status, fileName).toBe(400);
        expect(answer.body.error, fileName).toMatchObject({
          status: 'INVALID_ARGUMENT',
          message: expect.stringMatching(/^This document is too large or too complex to be opened safely\. /),
          details: { reason: 'ENGINE_OVER_BUDGET', budget },
        });
      }
    }
    // Generous: the server (and its engine threads) did not take the bomb's 400 MB.
    expect(process.memoryUsage().rss - rss).toBeLessThan(400 * 1024 * 1024);
    const health = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const list = await callAs<{ items: Translation[] }>(server.app, user, 'listTranslations', {});
    expect(list.status).toBe(200);
    // Nothing was queued for the refused files.
    expect(list.body.result.items.map((item) => item.fileName)).not.toContain('bomb.pdf');
  });

  it('hostile function names are refused, never a 500', async () => {
    const failures: string[] = [];
    for (const segment of HOSTILE_SEGMENTS)
      for (const signedIn of [true, false])
        failures.push(...(await post(segment, '{"data":{}}', signedIn, `name ${segment.slice(0, 40)}`)));
    expect(failures).toEqual([]);
  });

  /** fetch against the listening server: streams (SSE, downloads) are cancelled once the status is in. */
  async function send(
    method: string,
    url: string,
    signedIn: boolean,
    headers: Record<string, string>,
    body?: string,
  ) {
    const response = await fetch(baseUrl + url, {
      method,
      headers: { ...headers, ...(signedIn ? { cookie: user.cookie } : {}) },
      body: method === 'GET' || method === 'HEAD' ? undefined : body,
      redirect: 'manual',
    });
    if (response.status < 500) {
      await response.body?.cancel();
      return [];
    }
    const who = signedIn ? 'signed in' : 'signed out';
    return [
      `${method} ${url.slice(0, 120)} (${who}) → ${response.status} ${(await response.text()).slice(0, 300)}`,
    ];
  }

  it('every HTTP route with hostile path segments, queries and bodies is never a 500', async () => {
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /api/fn/:name', 'PATCH /api/uploads/*', 'GET /api/files/:id']),
    );
    const failures: string[] = [];
    let next = 0;
    const body = () => HOSTILE_VALUES[next++ % HOSTILE_VALUES.length]!.json;
    const json = { 'content-type': 'application/json', 'tus-resumable': '1.0.0' };
    for (const route of routes.filter((r) => SENDABLE.includes(r.method))) {
      const urls = [
        ...HOSTILE_SEGMENTS.map((segment) => fill(route.url, segment)),
        ...HOSTILE_QUERIES.map((query) => `${fill(route.url, ids.file)}?${query}`),
      ];
      for (const url of [...new Set(urls)])
        for (const signedIn of [true, false])
          failures.push(...(await send(route.method, url, signedIn, json, body())));
    }
    expect(failures).toEqual([]);
  });

  it('hostile tus headers never give a 500', async () => {
    const encode = (text: string) => Buffer.from(text).toString('base64');
    const metadata = [
      `filename ${encode('a\u0000b.txt')}`,
      `filename ${Buffer.from([0xed, 0xa0, 0x80]).toString('base64')}`,
      `filename ${encode('x'.repeat(10_000))}`,
      `originalName ${encode('../../etc/passwd')},filename ${encode('a.txt')}`,
      `__proto__ ${encode('x')},constructor ${encode('y')},filename ${encode('a.txt')}`,
      'filename !!!notbase64',
      'filename',
    ];
    const numbers = ['-1', '1e308', 'NaN', '99999999999999999999999', '0x10', '', '1.5', '%00'];
    const tus = { 'tus-resumable': '1.0.0' };
    const create = { ...tus, 'upload-length': '10', 'upload-metadata': `filename ${encode('a.txt')}` };
    // An upload in progress, so PATCH reaches tus (a finished one answers 404 first).
    const { url: active } = await new TusClient(baseUrl, { cookie: user.cookie }).create(10, 'a.txt');
    const path = new URL(active!).pathname;
    const patch = { ...tus, 'content-type': 'application/offset+octet-stream' };
    type Request = [method: string, url: string, headers: Record<string, string>, body?: string];
    const requests: Request[] = [
      ...metadata.map((value): Request => ['POST', '/api/uploads/', { ...create, 'upload-metadata': value }]),
      ...numbers.flatMap((value): Request[] => [
        ['POST', '/api/uploads/', { ...create, 'upload-length': value }],
        ['POST', '/api/uploads/', { ...create, 'upload-defer-length': value }],
        ['PATCH', path, { ...patch, 'upload-offset': value }, 'hello'],
        ['PATCH', path, { ...patch, 'upload-offset': '0', 'upload-length': value }, 'hi'],
      ]),
    ];
    const failures: string[] = [];
    for (const signedIn of [true, false])
      for (const [method, url, headers, body] of requests)
        failures.push(...(await send(method, url, signedIn, headers, body)));
    expect(failures).toEqual([]);
  });
});
