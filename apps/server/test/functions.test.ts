import { enginesWith } from '@tolk/contract';
import type { Health, Quota } from '@tolk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../src/db/schema.ts';
import { AppError } from '../src/errors.ts';
import type { RegisteredFunction } from '../src/callable.ts';
import { callFn, DATABASES, signUp, startTestServer, type TestServer } from './harness.ts';

/** Test-only callables exercising the streaming variant; production never registers them. */
const extraFunctions: Record<string, RegisteredFunction> = {
  testProgress: {
    input: z.object({ steps: z.number().int().min(0).max(5) }).strict(),
    auth: false,
    async handle(input, ctx) {
      const { steps } = input as { steps: number };
      for (let i = 1; i <= steps; i++) ctx.emit({ step: i, of: steps });
      await new Promise((resolve) => setImmediate(resolve));
      return { done: steps, callerLeft: ctx.signal.aborted };
    },
  },
  testFailure: {
    input: z.object({}),
    auth: false,
    async handle(_input, ctx) {
      ctx.emit('starting');
      throw new AppError('resource-exhausted', 'QUOTA_EXCEEDED');
    },
  },
};

/** Splits a text/event-stream body into its `data:` payloads. */
const sseData = (body: string) =>
  body
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)) as unknown);

describe.each(DATABASES)('callable functions on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      kind,
      {
        AZURE_TRANSLATOR_KEY: 'test-key',
        AZURE_TRANSLATOR_REGION: 'westeurope',
        DEEPL_API_KEY: 'test-key:fx',
      },
      { extraFunctions },
    );
  });
  afterAll(() => server?.close());

  it('reports health: database, queue, engines and sign-in providers', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Health>()).toEqual({
      ok: true,
      db: kind,
      queue: true,
      engines: enginesWith('local', 'azure', 'deepl'),
      auth: { google: false, apple: false },
      engine: { ready: true },
    });
  });

  it('answers 404 not-found for an unknown function', async () => {
    const response = await callFn(server.app, 'noSuchFunction', {});
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: {
        status: 'NOT_FOUND',
        message: "Function 'noSuchFunction' not found",
        details: { reason: 'FUNCTION_NOT_FOUND', name: 'noSuchFunction' },
      },
    });
  });

  it('answers 400 invalid-argument for a body that is not JSON or not an object', async () => {
    const { cookie } = await signUp(server.app);
    for (const payload of ['{"data":', 'just text', '[1,2]', '"data"']) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/fn/getQuota',
        payload,
        headers: { cookie, 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.status).toBe('INVALID_ARGUMENT');
      expect(response.json().error.message).toMatch(/JSON object like \{"data"/);
    }
  });

  it('answers 400 invalid-argument when the body is not sent as application/json', async () => {
    const { cookie } = await signUp(server.app);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/fn/getQuota',
      payload: '{"data":{}}',
      headers: { cookie, 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: expect.stringContaining('Content-Type must be application/json'),
    });
  });

  it('answers 400 invalid-argument with the zod issues when data has the wrong shape', async () => {
    const { cookie } = await signUp(server.app);
    const response = await callFn(server.app, 'getQuota', { userId: 42 }, { cookie });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.status).toBe('INVALID_ARGUMENT');
    expect(error.message).toContain('userId');
    expect(error.details.issues[0]).toMatchObject({ path: 'userId', code: 'invalid_type' });
  });

  it('answers 401 unauthenticated without a session, and with a bogus cookie', async () => {
    const attempts: Record<string, string>[] = [{}, { cookie: 'better-auth.session_token=forged.value' }];
    for (const headers of attempts) {
      const response = await callFn(server.app, 'getProfile', {}, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: {
          status: 'UNAUTHENTICATED',
          message: 'Authentication required',
          details: { reason: 'AUTHENTICATION_REQUIRED' },
        },
      });
    }
  });

  it("lets a user read their own quota but not another user's", async () => {
    const first = await signUp(server.app);
    const second = await signUp(server.app);
    const own = await callFn(server.app, 'getQuota', { userId: first.userId }, { cookie: first.cookie });
    expect(own.statusCode).toBe(200);
    expect(own.json<{ result: Quota }>().result).toMatchObject({
      userId: first.userId,
      freePageLimit: 5,
      pagesUsed: 0,
    });

    const other = await callFn(server.app, 'getQuota', { userId: first.userId }, { cookie: second.cookie });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({
      error: {
        status: 'PERMISSION_DENIED',
        message: 'Authentication required',
        details: { reason: 'AUTHENTICATION_REQUIRED' },
      },
    });
  });

  it('starts a new month: pages and image translations used reset when monthStart is in an earlier month', async () => {
    const { cookie, userId } = await signUp(server.app);
    await server.database.db
      .update(users)
      .set({
        pagesUsed: 4,
        imageTranslationsUsed: 7,
        storageUsed: 1234,
        monthStart: new Date(Date.UTC(2020, 0, 1)),
      })
      .where(eq(users.userId, userId));
    const quota = (await callFn(server.app, 'getQuota', {}, { cookie })).json<{ result: Quota }>().result;
    const now = new Date();
    expect(quota).toMatchObject({ pagesUsed: 0, imageTranslationsUsed: 0, storageUsed: 1234 });
    expect(quota.monthStart).toBe(
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
    );
  });

  it('keeps the counters within the same month', async () => {
    const { cookie, userId } = await signUp(server.app);
    await server.database.db.update(users).set({ pagesUsed: 3 }).where(eq(users.userId, userId));
    expect((await callFn(server.app, 'getQuota', {}, { cookie })).json().result.pagesUsed).toBe(3);
  });

  it('recreates a missing user document with defaults when it is read', async () => {
    const { cookie, userId } = await signUp(server.app);
    await server.database.db.delete(users).where(eq(users.userId, userId));
    const profile = (await callFn(server.app, 'getProfile', {}, { cookie })).json().result;
    expect(profile).toMatchObject({
      uid: userId,
      provider: 'password',
      storageQuota: 50 * 1024 * 1024,
      freePageLimit: 5,
    });
    expect(profile.preferences.translationProvider).toBe('azure');
  });

  it('streams progress messages and then the result with Accept: text/event-stream', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/fn/testProgress',
      payload: { data: { steps: 3 } },
      headers: { accept: 'text/event-stream' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    expect(sseData(response.body)).toEqual([
      { message: { step: 1, of: 3 } },
      { message: { step: 2, of: 3 } },
      { message: { step: 3, of: 3 } },
      { result: { done: 3, callerLeft: false } },
    ]);
  });

  it('ends a stream with the error when the function fails', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/fn/testFailure',
      payload: { data: {} },
      headers: { accept: 'text/event-stream' },
    });
    expect(sseData(response.body)).toEqual([
      { message: 'starting' },
      {
        error: {
          status: 'RESOURCE_EXHAUSTED',
          message: 'Quota exceeded',
          details: { reason: 'QUOTA_EXCEEDED' },
        },
      },
    ]);
  });

  it('refuses a stream request before it starts with its HTTP status and the error as its one event', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/fn/getProfile',
      payload: { data: {} },
      headers: { accept: 'text/event-stream' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('text/event-stream');
    expect(sseData(response.body)).toEqual([
      {
        error: {
          status: 'UNAUTHENTICATED',
          message: 'Authentication required',
          details: { reason: 'AUTHENTICATION_REQUIRED' },
        },
      },
    ]);
  });

  it('answers the same function without streaming as plain JSON, ignoring progress', async () => {
    const response = await callFn(server.app, 'testProgress', { steps: 2 });
    expect(response.json()).toEqual({ result: { done: 2, callerLeft: false } });
    const failed = await callFn(server.app, 'testFailure', {});
    expect(failed.statusCode).toBe(429);
    expect(failed.json()).toEqual({
      error: {
        status: 'RESOURCE_EXHAUSTED',
        message: 'Quota exceeded',
        details: { reason: 'QUOTA_EXCEEDED' },
      },
    });
  });
});
