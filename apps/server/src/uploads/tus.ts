import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { fileNameSchema } from '@tolk/contract';
import { ERRORS, EVENTS, Server, type DataStore, type Upload } from '@tus/server';
import { errorBody } from '../error-body.ts';
import type { Logger } from '../logger.ts';
import { HEAD_BYTES, headCouldBeSupported, UNSUPPORTED_TYPE } from './content.ts';
import { discardUpload, finishUpload, type UploadsDeps } from './finish.ts';
import * as repo from './repo.ts';
import { openSession, UploadRefused } from './sessions.ts';

/** The signed-in user of each request the route hands to tus, keyed by Node's request object. */
const uploaders = new WeakMap<IncomingMessage, string>();

export function setUploader(request: IncomingMessage, userId: string): void {
  uploaders.set(request, userId);
}

interface TusError {
  status_code: number;
  body: string;
}

const tusError = (refusal: UploadRefused): TusError => ({
  status_code: refusal.status,
  body: JSON.stringify(errorBody(refusal.code, refusal.message)),
});

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
      'invalid-argument',
      `Invalid file name: ${parsed.error.issues[0]?.message ?? 'missing'}`,
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
      throw new UploadRefused(415, 'invalid-argument', UNSUPPORTED_TYPE);
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
      throw tusError(new UploadRefused(415, 'invalid-argument', UNSUPPORTED_TYPE));
    }
  };
}

export const EMPTY_FILE = 'The file is empty (0 bytes): there is nothing to translate';
export const TOO_MANY_BYTES = 'The upload is larger than the Upload-Length it declared';

export function createTusServer(
  deps: UploadsDeps,
  options: { allowedOrigins: string[]; log: Logger },
): Server {
  guardWrites(deps);
  const refuse = (error: unknown): never => {
    if (error instanceof UploadRefused) throw tusError(error);
    throw error;
  };
  const server = new Server({
    path: '/api/uploads',
    datastore: deps.datastore,
    relativeLocation: true,
    allowedOrigins: options.allowedOrigins,
    allowedCredentials: true,
    namingFunction: () => randomUUID(),
    async onUploadCreate(req, upload) {
      try {
        if (upload.sizeIsDeferred || upload.size === undefined)
          throw new UploadRefused(400, 'invalid-argument', 'Upload-Length is required');
        // tus would finish it at once with no file stored, and its next request would be a 404.
        if (upload.size === 0) throw new UploadRefused(400, 'invalid-argument', EMPTY_FILE);
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
      // More bytes than Upload-Length: tus refuses with 413, as an Error when it counts them on the
      // wire (chunked bodies), as its plain error when Content-Length already says so.
      const tooMany =
        error === ERRORS.ERR_SIZE_EXCEEDED ||
        (error instanceof Error && (error as { status_code?: unknown }).status_code === 413);
      if (tooMany)
        return { status_code: 413, body: JSON.stringify(errorBody('invalid-argument', TOO_MANY_BYTES)) };
      if (!(error instanceof Error)) return undefined;
      options.log.error({ err: error }, 'upload failed');
      return { status_code: 500, body: JSON.stringify(errorBody('internal', 'Upload failed')) };
    },
  });
  // A terminated upload no longer counts as active.
  server.on(EVENTS.POST_TERMINATE, (_req, _res, id) => void repo.failSession(deps.db, id));
  return server;
}
