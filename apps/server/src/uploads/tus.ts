import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { codeForStatus, fileNameSchema, statusForCode } from '@tolk/contract';
import { EVENTS, HEADERS, Server, type DataStore, type Locker, type Upload } from '@tus/server';
import { appErrorBody } from '../error-body.ts';
import { CORS_EXPOSED_HEADERS, type CorsOrigins } from '../origins/cors.ts';
import { AppError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { HEAD_BYTES, headCouldBeSupported } from './content.ts';
import { discardUpload, finishUpload, type UploadsDeps } from './finish.ts';
import * as repo from './repo.ts';
import { openSession, unsupportedType, UploadRefused } from './sessions.ts';

/** The signed-in user of each request the route hands to tus, keyed by Node's request object. */
const uploaders = new WeakMap<IncomingMessage, string>();

export function setUploader(request: IncomingMessage, userId: string): void {
  uploaders.set(request, userId);
}

/** What tus writes for a refusal: the HTTP status and the JSON error body with its reason. */
class TusError {
  readonly status_code: number;
  readonly body: string;
  constructor(status: number, error: AppError) {
    this.status_code = status;
    this.body = JSON.stringify(appErrorBody(error));
  }
}

const tusError = (refusal: UploadRefused) => new TusError(refusal.status, refusal.error);

/**
 * A failure of tus itself as our error body: its own refusals ({status_code, body} in plain text)
 * keep their status with a reason; a thrown Error is unexpected (logged, 500). More bytes than
 * Upload-Length is 413, as an Error when tus counts them on the wire (chunked bodies), as its plain
 * refusal when Content-Length already says so.
 */
function tusFailure(error: unknown, log: Logger): TusError {
  const { status_code: status, body } = error as { status_code?: unknown; body?: unknown };
  if (status === 413) return new TusError(413, new AppError('invalid-argument', 'UPLOAD_OVER_LENGTH'));
  if (status === 423) return new TusError(423, new AppError('aborted', 'UPLOAD_LOCKED'));
  if (error instanceof Error || typeof status !== 'number' || status >= 500) {
    log.error({ err: error }, 'upload failed');
    return new TusError(500, new AppError('internal', 'UPLOAD_ERROR'));
  }
  if (status === 404 || status === 410)
    return new TusError(status, new AppError('not-found', 'UPLOAD_NOT_FOUND'));
  const code = codeForStatus(status);
  return new TusError(
    status,
    new AppError(code === 'unknown' ? 'invalid-argument' : code, 'REQUEST_INVALID', {
      detail: typeof body === 'string' ? body.trim() : `HTTP ${status}`,
    }),
  );
}

const userOf = (req: Request): string => {
  // @tus/server's Node adapter (srvx) keeps the original request at runtime.node.req.
  const node = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
  const userId = node && uploaders.get(node);
  if (!userId) throw new Error('tus hook ran without a signed-in user');
  return userId;
};

/** originalName (SPEC.md §7), else filename; a bad name is refused rather than guessed. */
function fileNameOf(upload: Upload): string {
  const metadata = upload.metadata ?? {};
  const parsed = fileNameSchema.safeParse(metadata.originalName ?? metadata.filename ?? '');
  if (!parsed.success)
    throw new UploadRefused(
      400,
      new AppError('invalid-argument', 'INVALID_FILE_NAME', {
        detail: parsed.error.issues[0]?.message ?? 'missing',
      }),
    );
  return parsed.data;
}

/**
 * Checks the first bytes of an upload before the store keeps anything: an unsupported type is
 * refused (415) while the rest is still on the wire, and the partial upload is dropped.
 */
async function* checkedHead(source: Readable, onRefused: () => void): AsyncGenerator<Buffer> {
  const head: Buffer[] = [];
  let length = 0;
  let checked = false;
  const check = () => {
    checked = true;
    if (!headCouldBeSupported(Buffer.concat(head))) {
      onRefused();
      throw unsupportedType();
    }
  };
  for await (const chunk of source as AsyncIterable<Buffer>) {
    if (checked) {
      yield chunk;
      continue;
    }
    head.push(chunk);
    length += chunk.length;
    if (length >= HEAD_BYTES) {
      check();
      yield* head;
    }
  }
  if (!checked && length > 0) {
    check();
    yield* head;
  }
}

/** Wraps the store's write: type check on the first chunk, uploadedBytes kept current. */
function guardWrites(deps: UploadsDeps): void {
  const store: DataStore = deps.datastore;
  const write = store.write.bind(store);
  store.write = async (readable, id, offset) => {
    let refused = false;
    const source = offset === 0 ? Readable.from(checkedHead(readable, () => (refused = true))) : readable;
    try {
      const newOffset = await write(source, id, offset);
      await repo.setUploadedBytes(deps.db, id, newOffset);
      return newOffset;
    } catch (error) {
      if (!refused) throw error;
      await discardUpload(deps, id);
      throw tusError(unsupportedType());
    }
  };
}

/** The headers tus always lists in Access-Control-Expose-Headers. */
const tusHeaders = new Set(HEADERS.map((name) => name.toLowerCase()));

export function createTusServer(
  deps: UploadsDeps,
  options: { corsOrigins: CorsOrigins; locker: Locker; log: Logger },
): Server {
  guardWrites(deps);
  const refuse = (error: unknown): never => {
    if (error instanceof UploadRefused) throw tusError(error);
    if (error instanceof AppError) throw new TusError(statusForCode(error.code), error);
    throw error;
  };
  const server = new Server({
    path: '/api/uploads',
    datastore: deps.datastore,
    locker: options.locker,
    relativeLocation: true,
    // CORS is http/cors.ts's, which also answers the preflights; tus writes its Access-Control-*
    // headers over that module's, so it is told the same: the origin when allowed (never a fallback
    // to some other one), its list of readable headers, and no credentials (cors.ts's header stays).
    allowedOrigins: (origin) => options.corsOrigins(origin),
    exposedHeaders: CORS_EXPOSED_HEADERS.filter((name) => !tusHeaders.has(name)),
    allowedCredentials: false,
    namingFunction: () => randomUUID(),
    async onUploadCreate(req, upload) {
      try {
        if (upload.sizeIsDeferred || upload.size === undefined)
          throw new UploadRefused(
            400,
            new AppError('invalid-argument', 'REQUEST_INVALID', { detail: 'Upload-Length is required' }),
          );
        // tus would finish it at once with no file stored, and its next request would be a 404.
        if (upload.size === 0) throw new UploadRefused(400, new AppError('invalid-argument', 'EMPTY_FILE'));
        await openSession(deps, userOf(req), {
          sessionId: upload.id,
          fileName: fileNameOf(upload),
          fileSize: upload.size,
        });
        return {};
      } catch (error) {
        return refuse(error);
      }
    },
    async onUploadFinish(req, upload) {
      try {
        const finished = await finishUpload(deps, userOf(req), upload.id);
        return { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(finished) };
      } catch (error) {
        return refuse(error);
      }
    },
    onResponseError(_req, error) {
      // Our own refusals already carry their body; everything tus says gets one too.
      return error instanceof TusError ? undefined : tusFailure(error, options.log);
    },
  });
  // A terminated upload no longer counts as active.
  server.on(EVENTS.POST_TERMINATE, (_req, _res, id) => void repo.failSession(deps.db, id));
  return server;
}
