import { createCallableClient } from '@tolk/client';
import { FREE_PAGE_LIMIT, isReason, MESSAGES, reasonMessage } from '@tolk/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { ENGLISH_PARAGRAPHS, makeDocx } from './documents.ts';
import { authPost, BASE_URL, DATABASES, filesDeps, signUp, type TestServer } from './harness.ts';
import { addDoc } from './history-fixtures.ts';
import { callError } from './refusals.ts';
import { baseUrlOf, uploadFile } from './translate-helpers.ts';
import { translationServer } from './translation-server.ts';
import { TusClient } from './tus-client.ts';

// Issue 13: every error body carries `details: {reason, ...params}` beside the English message,
// so the app can say it in the UI language. Here through the real server, as the app calls it.
describe.each(DATABASES)('error reasons on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    ({ server } = await translationServer(kind));
  });

  const client = (cookie?: string) =>
    createCallableClient({
      baseUrl: baseUrlOf(server.app),
      fetch: (input, init) =>
        fetch(input, { ...init, headers: { ...(init?.headers as object), ...(cookie ? { cookie } : {}) } }),
    });

  const addDocument = (userId: string, fileName: string) =>
    addDoc({ deps: filesDeps(server) }, userId, { fileName });

  it('a wrong password: better-auth’s INVALID_EMAIL_OR_PASSWORD, as the reason', async () => {
    const user = await signUp(server.app);
    const response = await authPost(server.app, '/sign-in/email', {
      email: user.email,
      password: 'wrong horse',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
      details: { reason: 'INVALID_EMAIL_OR_PASSWORD' },
    });
  });

  it('a name another document has: DOCUMENT_NAME_EXISTS with the SPEC message', async () => {
    const user = await signUp(server.app);
    await addDocument(user.userId, 'report.pdf');
    const other = await addDocument(user.userId, 'notes.pdf');
    const error = await callError(
      client(user.cookie).call('renameDocument', { documentId: other.id, fileName: 'report.pdf' }),
    );
    expect(error.code).toBe('aborted');
    expect(error.message).toBe(MESSAGES.documentNameExists);
    expect(error.details).toEqual({ reason: 'DOCUMENT_NAME_EXISTS' });
  });

  it("someone else's document answers like a missing one: DOCUMENT_NOT_FOUND", async () => {
    const [owner, intruder] = [await signUp(server.app), await signUp(server.app)];
    const document = await addDocument(owner.userId, 'private.pdf');
    const error = await callError(
      client(intruder.cookie).call('renameDocument', { documentId: document.id, fileName: 'mine.pdf' }),
    );
    expect({ code: error.code, message: error.message, details: error.details }).toEqual({
      code: 'not-found',
      message: 'Document not found',
      details: { reason: 'DOCUMENT_NOT_FOUND' },
    });
  });

  it('quota exceeded: NOT_ENOUGH_PAGES with the numbers, in the analysis and the refusal', async () => {
    const user = await signUp(server.app);
    const uploadId = await uploadFile(
      server.app,
      user.cookie,
      await makeDocx(ENGLISH_PARAGRAPHS),
      'doc.docx',
    );
    await server.database.db
      .update(users)
      .set({ pagesUsed: FREE_PAGE_LIMIT })
      .where(eq(users.userId, user.userId));
    const params = { needed: 1, left: 0, limit: FREE_PAGE_LIMIT };
    const message = reasonMessage('NOT_ENOUGH_PAGES', params);
    expect(message).toBe(
      'Not enough pages left this month: this document needs 1 and you have 0 of your 5 pages left.',
    );

    const analysis = await client(user.cookie).call('analyzeDocument', { uploadId });
    expect(analysis.quota).toMatchObject({
      allowed: false,
      message,
      details: { reason: 'NOT_ENOUGH_PAGES', ...params },
    });

    const request = { uploadId, langFrom: 'en', langTo: 'es', provider: 'google' } as const;
    const error = await callError(client(user.cookie).call('translateDocument', request));
    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toBe(message);
    expect(error.details).toEqual({ reason: 'NOT_ENOUGH_PAGES', ...params });
  });

  it('bad data: INVALID_DATA with the issues', async () => {
    const user = await signUp(server.app);
    const error = await callError(client(user.cookie).callUntyped('renameDocument', { documentId: 7 }));
    expect(error.code).toBe('invalid-argument');
    expect(error.details).toMatchObject({
      reason: 'INVALID_DATA',
      detail: expect.stringContaining('documentId'),
      issues: expect.arrayContaining([expect.objectContaining({ path: 'documentId' })]),
    });
    expect(error.message).toBe(`Invalid data: ${(error.details as { detail: string }).detail}`);
  });

  it('uploads: the hourly limit, an empty file and an unknown upload each say why', async () => {
    const user = await signUp(server.app);
    const tus = new TusClient(baseUrlOf(server.app), { cookie: user.cookie });
    const empty = await tus.create(0, 'empty.txt');
    expect(await empty.response.json()).toMatchObject({ error: { details: { reason: 'EMPTY_FILE' } } });

    for (let i = 0; i < 10; i++) {
      const { url } = await tus.create(10, `f${i}.txt`);
      await tus.remove(url!);
    }
    const eleventh = await tus.create(10, 'f11.txt');
    expect(eleventh.response.status).toBe(429);
    expect(await eleventh.response.json()).toEqual({
      error: {
        status: 'RESOURCE_EXHAUSTED',
        message: MESSAGES.uploadLimitReached,
        details: { reason: 'UPLOAD_LIMIT_REACHED' },
      },
    });

    // An upload the server does not know: a reason, never tus's own "The file for this url was not found".
    const gone = await tus.patch(`${baseUrlOf(server.app)}/api/uploads/no-such-upload`, 0, new Uint8Array(1));
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ error: { details: { reason: 'UPLOAD_NOT_FOUND' } } });
  });

  it('every other kind of refusal carries a reason of the list too', async () => {
    const answers = await Promise.all([
      server.app.inject({ url: '/api/no-such-route' }),
      server.app.inject({ method: 'POST', url: '/api/fn/noSuchFunction', payload: { data: {} } }),
      server.app.inject({
        method: 'POST',
        url: '/api/fn/getQuota',
        payload: 'not json',
        headers: { 'content-type': 'application/json' },
      }),
      server.app.inject({ method: 'POST', url: '/api/fn/getQuota', payload: { data: {} } }),
      server.app.inject({ method: 'PATCH', url: '/api/uploads/x', headers: { 'tus-resumable': '1.0.0' } }),
      server.app.inject({ url: '/api/shared/no-such-share' }),
      server.app.inject({
        method: 'POST',
        url: '/api/fn/getQuota',
        payload: { data: {} },
        headers: { cookie: 'a=b', origin: 'https://evil.example' },
      }),
      server.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { email: 'someone@example.com', password: 'x', name: 'X' },
        headers: { origin: BASE_URL },
      }),
    ]);
    for (const answer of answers) {
      const body = answer.json<{
        error?: { details?: { reason?: unknown } };
        details?: { reason?: unknown };
      }>();
      const reason = (body.error ?? body).details?.reason;
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(isReason(reason), `${answer.statusCode} ${answer.body}`).toBe(true);
    }
  });
});
