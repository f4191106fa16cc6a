import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth, type AuthDeps } from '../src/auth/auth.ts';
import { createLogger } from '../src/logger.ts';
import { BASE_URL, DATABASES, freshAddress, signUp, startTestServer, type TestServer } from './harness.ts';
import {
  dataWith,
  fieldPaths,
  HOSTILE_SEGMENTS,
  CORE_VALUES,
  jsonWith,
  type FieldPath,
  type Hostile,
  type Schema,
} from './hostile-values.ts';

interface Endpoint {
  path: string;
  methods: string[];
  body: Schema | undefined;
  query: Schema | undefined;
}

/** better-auth's endpoints as this server configures them (read from a second, idle instance). */
function authEndpoints(server: TestServer): Endpoint[] {
  const idle: AuthDeps = {
    config: server.config,
    db: server.database.db,
    mailer: { send: async () => undefined },
    log: createLogger({ logLevel: 'silent' }),
    onUserCreated: async () => undefined,
    onSessionCreated: async () => undefined,
    onUserUpdated: async () => undefined,
    onSessionEnded: async () => undefined,
  };
  return Object.values(createAuth(idle).api).flatMap((endpoint) => {
    const { path, options } = endpoint as {
      path?: string;
      options?: { method?: string | string[]; body?: Schema; query?: Schema };
    };
    if (!path || !options?.method) return [];
    const methods = [options.method].flat().filter((method) => method === 'GET' || method === 'POST');
    return [{ path, methods, body: options.body, query: options.query }];
  });
}

/** Signed in, only the values that probe text; every core value runs signed out. */
const TEXTUAL = new Set([
  'NUL',
  'NUL inside',
  'lone high surrogate',
  '1 MB string',
  '__proto__ key',
  'object',
]);

/** `field=<value>`: a string as itself, anything else as its JSON text. */
function queryWith(field: string, value: Hostile): string {
  const parsed: unknown = JSON.parse(value.json);
  const text = typeof parsed === 'string' ? parsed : value.json;
  // A lone surrogate has no UTF-8 form: send the bytes a broken client would.
  const encoded = text.isWellFormed() ? encodeURIComponent(text) : '%ED%A0%80';
  return `${encodeURIComponent(field)}=${encoded.slice(0, 100_000)}`;
}

// Every better-auth endpoint (path parameters, body and query fields) with every hostile value.
describe.each(DATABASES)('hostile input to /api/auth on %s', (kind) => {
  let server: TestServer;
  let endpoints: Endpoint[];
  beforeAll(async () => {
    server = await startTestServer(kind);
    endpoints = authEndpoints(server);
  });
  afterAll(() => server?.close());

  interface Probe {
    url: string;
    body?: string;
    what: string;
  }

  /** A failure line when the answer is a 5xx. */
  async function send(method: string, probe: Probe, cookie: string | undefined) {
    const { url, body, what } = probe;
    const response = await server.app.inject({
      method: method as 'GET' | 'POST',
      url,
      headers: {
        origin: BASE_URL,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
      },
      ...(body === undefined ? {} : { payload: body }),
      remoteAddress: freshAddress(),
    });
    if (response.statusCode < 500) return [];
    const who = cookie ? 'signed in' : 'signed out';
    const answer = `${response.statusCode} ${response.body.slice(0, 300)}`;
    return [`${method} ${url.slice(0, 100)} ${what} (${who}) → ${answer}`];
  }

  /** The hostile value as the whole body and in each body and query field, each with what it tries. */
  function requests(endpoint: Endpoint, method: string, value: Hostile): Probe[] {
    const url = `/api/auth${endpoint.path.replace(/:[^/]+/g, 'google')}`;
    const bodyFields = endpoint.body ? fieldPaths(endpoint.body) : [];
    const queryFields = endpoint.query ? fieldPaths(endpoint.query).filter((path) => path.length === 1) : [];
    const body = (field: FieldPath) => jsonWith(dataWith(endpoint.body!, field), value);
    return [
      ...(method === 'POST' ? [{ url, body: value.json, what: `body = ${value.label}` }] : []),
      ...bodyFields.map((field) => ({ url, body: body(field), what: `${field.join('.')} = ${value.label}` })),
      ...queryFields.map((field) => ({
        url: `${url}?${queryWith(String(field[0]), value)}`,
        what: `?${String(field[0])} = ${value.label}`,
      })),
    ];
  }

  async function signedIn(cookie: string): Promise<boolean> {
    if (!cookie) return false;
    const session = await server.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie },
    });
    return session.statusCode === 200 && session.json() !== null;
  }

  it('lists the endpoints the web and native apps use', () => {
    const paths = endpoints.map((endpoint) => endpoint.path);
    expect(paths).toEqual(expect.arrayContaining(['/sign-up/email', '/sign-in/magic-link', '/sign-out']));
  });

  it('hostile path parameters, bodies and fields are never a 500, signed in or out', async () => {
    const failures: string[] = [];
    let cookie = '';
    for (const endpoint of endpoints) {
      // A new user when the last one's session was ended (sign-out, delete-user, revoke-sessions...).
      if (!(await signedIn(cookie))) ({ cookie } = await signUp(server.app));
      const calls: Promise<string[]>[] = [];
      for (const method of endpoint.methods) {
        if (endpoint.path.includes(':'))
          for (const segment of HOSTILE_SEGMENTS) {
            const url = `/api/auth${endpoint.path.replace(/:[^/]+/g, segment)}`;
            const body = method === 'POST' ? '{}' : undefined;
            calls.push(send(method, { url, body, what: `path ${segment.slice(0, 40)}` }, cookie));
          }
        for (const value of CORE_VALUES)
          for (const who of TEXTUAL.has(value.label) ? [undefined, cookie] : [undefined])
            for (const request of requests(endpoint, method, value)) calls.push(send(method, request, who));
      }
      failures.push(...(await Promise.all(calls)).flat());
    }
    expect(failures).toEqual([]);
  });
});
