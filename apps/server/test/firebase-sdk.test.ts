import type { FirebaseAuthInternal } from '@firebase/auth-interop-types';
import { Component, type ComponentType } from '@firebase/component';
import { ERROR_CODES, statusForCode, type ErrorCode } from '@tolk/contract';
import * as firebase from 'firebase/app';
import type { FirebaseApp } from 'firebase/app';
import { FunctionsError, getFunctions, httpsCallableFromURL, type HttpsCallable } from 'firebase/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/errors.ts';
import type { RegisteredFunction } from '../src/callable.ts';
import { authPost, DATABASES, signUp, startTestServer, type TestServer } from './harness.ts';

/** Test-only callables; production never registers them. */
const extraFunctions: Record<string, RegisteredFunction> = {
  testProgress: {
    input: z.object({ steps: z.number().int().min(0).max(5) }).strict(),
    auth: false,
    async handle(input, ctx) {
      const { steps } = input as { steps: number };
      for (let i = 1; i <= steps; i++) ctx.emit({ step: i, of: steps });
      return { done: steps };
    },
  },
  // Streams one message, then fails with the code asked for (a plain call sees the failure only).
  testError: {
    input: z.object({ code: z.string() }).strict(),
    auth: false,
    async handle(input, ctx) {
      const { code } = input as { code: ErrorCode };
      ctx.emit('starting');
      await new Promise((resolve) => setImmediate(resolve));
      throw new AppError(code, 'REQUEST_INVALID', { detail: `failed with ${code}` });
    },
  },
};

/** Exported by firebase/app but left out of its public typings: how Firebase's packages add a component. */
const { _addComponent: addComponent } = firebase as unknown as {
  _addComponent(app: FirebaseApp, component: Component<'auth-internal'>): void;
};

/**
 * A Firebase app of the official SDK whose callables carry `token` as `Authorization: Bearer`.
 * The functions SDK takes that token from the app's 'auth-internal' component (`getToken()`),
 * which firebase/auth provides for a Firebase user; here a stand-in gives Tolk's session token
 * (better-auth's bearer token, `set-auth-token` of a sign-in) instead. It must be added before
 * getFunctions, which looks the component up once.
 */
function firebaseApp(name: string, token?: string): FirebaseApp {
  const app = firebase.initializeApp({ apiKey: 'unused', projectId: 'tolk-test', appId: 'unused' }, name);
  if (token !== undefined) {
    const auth: FirebaseAuthInternal = {
      getUid: () => null,
      getToken: () => Promise.resolve({ accessToken: token }),
      addAuthTokenListener: () => undefined,
      removeAuthTokenListener: () => undefined,
    };
    addComponent(app, new Component('auth-internal', () => auth, 'PRIVATE' as ComponentType));
  }
  return app;
}

/** How a `.stream()` ended: the messages it yielded, the iterator's error, and its `data`. */
async function streamed(callable: HttpsCallable, input: unknown) {
  const { stream, data } = await callable.stream(input);
  // Settled in the background so a rejection is never unhandled while the stream is read.
  const outcome = data.then(
    (result: unknown) => ({ result, error: undefined }),
    (error: unknown) => ({ error }),
  );
  const messages: unknown[] = [];
  let streamError: unknown;
  try {
    for await (const message of stream) messages.push(message);
  } catch (error) {
    streamError = error;
  }
  return { messages, streamError, ...(await outcome) };
}

async function callFailure(call: Promise<unknown>): Promise<FunctionsError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FunctionsError);
  return error as FunctionsError;
}

// The callable protocol as Firebase's own client reads it (docs/decisions/0020): results, streams,
// and every SPEC.md §8 code as `functions/<code>` with the server's message. Its messages end with
// the HTTP status it saw, which is 0 for an error read from a stream.
describe.each(DATABASES)('the Firebase JS SDK against the server on %s', (kind) => {
  let server: TestServer;
  let baseUrl: string;
  let signedIn: FirebaseApp;
  let signedOut: FirebaseApp;
  let user: { userId: string; email: string };
  // Every request the SDK makes (through the global fetch), to show it needs nothing but the server.
  const fetched: string[] = [];
  const realFetch = globalThis.fetch;
  const callable = (app: FirebaseApp, name: string) =>
    httpsCallableFromURL(getFunctions(app), `${baseUrl}/api/fn/${name}`);

  beforeAll(async () => {
    globalThis.fetch = (input, init) => {
      fetched.push(input instanceof Request ? input.url : String(input));
      return realFetch(input, init);
    };
    server = await startTestServer(kind, {}, { extraFunctions });
    baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { email, password, userId } = await signUp(server.app);
    const signIn = await authPost(server.app, '/sign-in/email', { email, password });
    user = { userId, email };
    signedIn = firebaseApp(`signed-in-${kind}`, String(signIn.headers['set-auth-token']));
    signedOut = firebaseApp(`signed-out-${kind}`);
  });
  afterAll(async () => {
    globalThis.fetch = realFetch;
    await Promise.all([signedIn, signedOut].filter(Boolean).map((app) => firebase.deleteApp(app)));
    await server?.close();
  });

  it('returns a plain call’s result as data', async () => {
    const { data } = await callable(signedIn, 'getProfile')({});
    expect(data).toMatchObject({ email: user.email });
  });

  it('yields a stream’s messages, then its result as data', async () => {
    const outcome = await streamed(callable(signedOut, 'testProgress'), { steps: 3 });
    expect(outcome).toEqual({
      messages: [
        { step: 1, of: 3 },
        { step: 2, of: 3 },
        { step: 3, of: 3 },
      ],
      streamError: undefined,
      result: { done: 3 },
    });
  });

  it.each(ERROR_CODES)('a plain call failing with %s rejects with functions/<code>', async (code) => {
    const error = await callFailure(callable(signedOut, 'testError')({ code }));
    expect(error.code).toBe(`functions/${code}`);
    expect(error.message).toBe(`failed with ${code} [${statusForCode(code)}]`);
    expect(error.details).toEqual({ reason: 'REQUEST_INVALID', detail: `failed with ${code}` });
  });

  it.each(ERROR_CODES)(
    'a stream failing with %s after a message rejects both stream and data',
    async (code) => {
      const { messages, streamError, error } = await streamed(callable(signedOut, 'testError'), { code });
      expect(messages).toEqual(['starting']);
      expect(error).toBeInstanceOf(FunctionsError);
      expect(error).toMatchObject({ code: `functions/${code}`, message: `failed with ${code} [0]` });
      expect(streamError).toBe(error);
    },
  );

  // Refused before the function runs: by the route, the session check or the input's contract.
  const refusals = (): [string, FirebaseApp, string, unknown, ErrorCode, string][] => [
    ['no session', signedOut, 'getProfile', {}, 'unauthenticated', 'Authentication required'],
    ['bad input', signedIn, 'getQuota', { userId: 42 }, 'invalid-argument', 'Invalid data: userId'],
    [
      'an unknown function',
      signedIn,
      'noSuchFunction',
      {},
      'not-found',
      "Function 'noSuchFunction' not found",
    ],
  ];

  it('surfaces each refusal of a plain call as functions/<code> with the server’s message', async () => {
    for (const [what, app, name, input, code, message] of refusals()) {
      const error = await callFailure(callable(app, name)(input));
      expect({ what, code: error.code }).toEqual({ what, code: `functions/${code}` });
      expect(error.message, what).toContain(message);
      expect(error.message, what).toMatch(new RegExp(`\\[${statusForCode(code)}\\]$`));
    }
  });

  it('settles a stream refused before it starts: functions/<code> from both stream and data', async () => {
    for (const [what, app, name, input, code, message] of refusals()) {
      const { messages, streamError, error } = await streamed(callable(app, name), input);
      expect({ what, messages, code: (error as FunctionsError).code }).toEqual({
        what,
        messages: [],
        code: `functions/${code}`,
      });
      expect((error as FunctionsError).message, what).toContain(message);
      expect(streamError, what).toBe(error);
    }
  });

  it("refuses someone else's quota as functions/permission-denied", async () => {
    const other = await signUp(server.app);
    const plain = await callFailure(callable(signedIn, 'getQuota')({ userId: other.userId }));
    const { error } = await streamed(callable(signedIn, 'getQuota'), { userId: other.userId });
    for (const refused of [plain, error])
      expect(refused).toMatchObject({
        code: 'functions/permission-denied',
        details: { reason: 'AUTHENTICATION_REQUIRED' },
      });
  });

  it('talks to nothing but the server', () => {
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.filter((url) => !url.startsWith(`${baseUrl}/`))).toEqual([]);
  });
});
