import { createCallableClient } from '@tolk/client';
import { ERROR_CODES, statusForCode, type ErrorCode } from '@tolk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/errors.ts';
import type { RegisteredFunction } from '../src/callable.ts';
import { DATABASES, startTestServer, type TestServer } from './harness.ts';
import { callError } from './refusals.ts';

/** Test-only callables that fail on demand; production never registers them. */
const extraFunctions: Record<string, RegisteredFunction> = {
  testError: {
    input: z.object({ code: z.string() }).strict(),
    auth: false,
    async handle(input) {
      const { code } = input as { code: ErrorCode };
      throw new AppError(code, 'REQUEST_INVALID', { detail: `failed with ${code}` });
    },
  },
  testSlow: {
    input: z.object({}),
    auth: false,
    handle: (_input, ctx) => new Promise((resolve) => ctx.signal.addEventListener('abort', resolve)),
  },
};

// SPEC.md §8 end to end: a service's AppError through the HTTP layer to the client's code.
describe.each(DATABASES)('error table through the callable client on %s', (kind) => {
  let server: TestServer;
  let client: ReturnType<typeof createCallableClient>;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { extraFunctions });
    const baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
    client = createCallableClient({ baseUrl });
  });
  afterAll(() => server?.close());

  it.each(ERROR_CODES)('%s keeps its code, status and message', async (code) => {
    const error = await callError(client.callUntyped('testError', { code }));
    expect(error.code).toBe(code);
    expect(error.httpStatus).toBe(statusForCode(code));
    expect(error.message).toBe(`failed with ${code}`);
    expect(error.details).toEqual({ reason: 'REQUEST_INVALID', detail: `failed with ${code}` });
  });

  it('an unknown function is not-found and a bad payload invalid-argument', async () => {
    expect((await callError(client.callUntyped('noSuchFunction', {}))).code).toBe('not-found');
    expect((await callError(client.callUntyped('testError', { code: 7 }))).code).toBe('invalid-argument');
  });

  it('a signed-out call of a signed-in function is unauthenticated', async () => {
    const error = await callError(client.call('getQuota', {}));
    expect(error.code).toBe('unauthenticated');
    expect(error.message).toBe('Authentication required');
  });

  it('a call past its timeout is deadline-exceeded', async () => {
    const error = await callError(client.callUntyped('testSlow', {}, { timeoutMs: 300 }));
    expect(error.code).toBe('deadline-exceeded');
  });
});
