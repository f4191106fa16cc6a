import type { AddressInfo } from 'node:net';
import type { Translation } from '@tolk/contract';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { files, translations, users } from '../src/db/schema.ts';
import { callFn, type TestServer } from './harness.ts';
import { TusClient } from './tus-client.ts';

export const baseUrlOf = (app: FastifyInstance) =>
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** Uploads bytes over tus as the user and returns the upload id. */
export async function uploadFile(app: FastifyInstance, cookie: string, bytes: Uint8Array, fileName: string) {
  const { id, response } = await new TusClient(baseUrlOf(app), { cookie }).upload(bytes, fileName);
  if (response.status !== 204) throw new Error(`upload failed ${response.status}: ${await response.text()}`);
  return id;
}

export async function call<T>(app: FastifyInstance, cookie: string, name: string, data: unknown) {
  const response = await callFn(app, name, data, { cookie });
  return {
    status: response.statusCode,
    body: response.json<{ result: T; error: { status: string; message: string } }>(),
  };
}

/** Polls getTranslation until the translation completed or failed. */
export async function settled(
  app: FastifyInstance,
  cookie: string,
  translationId: string,
): Promise<Translation> {
  for (let i = 0; i < 1200; i++) {
    const { body } = await call<Translation>(app, cookie, 'getTranslation', { translationId });
    if (body.result.status === 'completed' || body.result.status === 'failed') return body.result;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`translation ${translationId} did not settle`);
}

/** A user's stored rows, read straight from the database (server is read when called). */
export function storedRows(server: () => TestServer) {
  const db = () => server().database.db;
  return {
    profile: async (userId: string) => (await db().select().from(users).where(eq(users.userId, userId)))[0]!,
    rowsOf: (userId: string) => db().select().from(translations).where(eq(translations.userId, userId)),
    filesOf: (userId: string) => db().select().from(files).where(eq(files.userId, userId)).orderBy(files.id),
  };
}
