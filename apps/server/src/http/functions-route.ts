import { CAPTURE_MAX_BYTES, FUNCTIONS } from '@tolk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { CallContext, RegisteredFunction, SessionUser } from '../callable.ts';
import { AccountCallsRefused, type AccountCallCounter } from '../rate-limits/account-calls.ts';
import {
  appErrorBody,
  requestRefusal,
  sendError,
  toAppError,
  validationError,
  wantsStream,
} from '../error-body.ts';
import type { SseRegistry } from './sse.ts';

export interface FunctionsRouteOptions {
  functions: Map<string, RegisteredFunction>;
  sessionUser(request: FastifyRequest): Promise<SessionUser | null>;
  /** Counts a signed-in account's call, refusing it past the account's limit (rate-limits/account-calls.ts). */
  countAccountCall: AccountCallCounter;
  sse: SseRegistry;
}

const BODY_SHAPE = 'Request body must be a JSON object like {"data": {...}}';
const malformed = (detail: string) => new AppError('invalid-argument', 'REQUEST_INVALID', { detail });

function readData(contentType: string | undefined, raw: unknown): unknown {
  // Only JSON: a cross-site form cannot send it without a CORS preflight, which is never granted.
  if (!/^application\/json\b/i.test(contentType ?? ''))
    throw malformed(`Content-Type must be application/json. ${BODY_SHAPE}`);
  if (typeof raw !== 'string' || raw.trim() === '') throw malformed(BODY_SHAPE);
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw malformed(`Request body is not valid JSON. ${BODY_SHAPE}`);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw malformed(BODY_SHAPE);
  // Callable clients send {data: null} for a function without arguments.
  const data = (body as { data?: unknown }).data;
  return data ?? {};
}

const MB = 1024 * 1024;
/** Fastify's default, enough for every function's JSON but a photo. */
const DEFAULT_BODY_LIMIT = MB;
/** Functions that take a file whole: a photo of CAPTURE_MAX_BYTES as base64, plus the other fields. */
const LARGE_BODY_LIMITS: Record<string, number> = {
  translateCapture: Math.ceil(CAPTURE_MAX_BYTES / 3) * 4 + 64 * 1024,
};

/** A body over the route's limit is the caller's mistake: invalid-argument (400), saying how much fits. */
function tooLarge(name: string | undefined): AppError {
  if (name === 'translateCapture')
    return new AppError('invalid-argument', 'PHOTO_TOO_LARGE', { megabytes: CAPTURE_MAX_BYTES / MB });
  return new AppError('invalid-argument', 'REQUEST_TOO_LARGE', { megabytes: DEFAULT_BODY_LIMIT / MB });
}

/** POST /api/fn/<name>: validate, authorise, run; JSON, or SSE progress when asked for. */
export async function functionsRoute(app: FastifyInstance, options: FunctionsRouteOptions): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  // Errors Fastify raises before the handler runs (body too large, bad Content-Length) get the
  // callable error body too, so clients see a code of SPEC.md §8 instead of a bare 413.
  app.setErrorHandler((error: Error & { code?: string; statusCode?: number }, request, reply) => {
    const name = request.url.split('?')[0]?.split('/').pop();
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(reply, tooLarge(name));
    const refusal = requestRefusal(error);
    if (refusal) return sendError(reply, refusal);
    request.log.error({ err: error }, 'callable function failed');
    return sendError(reply, toAppError(error));
  });

  // A generous per-address ceiling against floods (and one per account, below); quotas are the real limits.
  const rateLimit = { max: 600, timeWindow: '1 minute' };
  const route = (fixedName?: string) =>
    async function (request: FastifyRequest<{ Params: { name?: string } }>, reply: FastifyReply) {
      let fn: RegisteredFunction | undefined;
      let input: unknown;
      let user: SessionUser | null;
      try {
        const name = fixedName ?? request.params.name ?? '';
        fn = options.functions.get(name);
        if (!fn) {
          const known = Object.hasOwn(FUNCTIONS, name);
          throw known
            ? new AppError('unimplemented', 'FUNCTION_NOT_IMPLEMENTED', { name })
            : new AppError('not-found', 'FUNCTION_NOT_FOUND', { name });
        }
        const data = readData(request.headers['content-type'], request.body);
        user = await options.sessionUser(request);
        if (fn.auth && !user) throw new AppError('unauthenticated', 'AUTHENTICATION_REQUIRED');
        if (user) await options.countAccountCall(user.id);
        const parsed = fn.input.safeParse(data);
        if (!parsed.success) throw validationError(parsed.error);
        input = parsed.data;
      } catch (error) {
        // Refused before running: the error with its HTTP status (as a stream's one event if asked for).
        if (error instanceof AccountCallsRefused)
          reply.header('retry-after', String(error.retryAfterSeconds));
        return sendError(reply, toAppError(error));
      }
      return wantsStream(request)
        ? stream(request, reply, fn, input, user, options.sse)
        : call(request, reply, fn, input, user);
    };
  app.post('/api/fn/:name', { bodyLimit: DEFAULT_BODY_LIMIT, config: { rateLimit } }, route());
  // Static paths win over the parametric one: only these functions accept the larger bodies.
  for (const [name, bodyLimit] of Object.entries(LARGE_BODY_LIMITS))
    app.post(`/api/fn/${name}`, { bodyLimit, config: { rateLimit } }, route(name));
}

/** Aborted when the connection closes before the answer was written: the caller left. */
function abortWhenCallerLeaves(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

async function call(
  request: FastifyRequest,
  reply: FastifyReply,
  fn: RegisteredFunction,
  input: unknown,
  user: SessionUser | null,
) {
  const ctx: CallContext = { user, emit: () => undefined, signal: abortWhenCallerLeaves(reply) };
  try {
    return { result: await fn.handle(input, ctx) };
  } catch (error) {
    if (!(error instanceof AppError)) request.log.error({ err: error }, 'callable function failed');
    return sendError(reply, toAppError(error));
  }
}

async function stream(
  request: FastifyRequest,
  reply: FastifyReply,
  fn: RegisteredFunction,
  input: unknown,
  user: SessionUser | null,
  sse: SseRegistry,
) {
  const signal = abortWhenCallerLeaves(reply);
  const out = sse.start(reply);
  const ctx: CallContext = { user, emit: (message) => out.send({ message }), signal, streaming: true };
  try {
    out.send({ result: await fn.handle(input, ctx) });
  } catch (error) {
    if (!(error instanceof AppError)) request.log.error({ err: error }, 'callable function failed');
    out.send(appErrorBody(toAppError(error)));
  } finally {
    out.end();
  }
}
