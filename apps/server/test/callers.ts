import type { Translation } from '@tolk/contract';
import type { FastifyInstance } from 'fastify';
import { freshAddress, signUp } from './harness.ts';

/** A signed-up user calling from its own address: the fn route's per-address ceiling is not shared. */
export interface Caller {
  cookie: string;
  userId: string;
  address: string;
}

export async function newCaller(app: FastifyInstance): Promise<Caller> {
  const { cookie, userId } = await signUp(app);
  return { cookie, userId, address: freshAddress() };
}

export interface CallAnswer<T> {
  status: number;
  body: { result: T; error: { status: string; message: string } };
}

/** Calls a function as the user (or anonymously with null), the way the callable client does. */
export async function callAs<T>(
  app: FastifyInstance,
  caller: Caller | null,
  name: string,
  data: unknown,
): Promise<CallAnswer<T>> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/fn/${name}`,
    payload: { data },
    headers: caller ? { cookie: caller.cookie } : {},
    remoteAddress: caller?.address ?? freshAddress(),
  });
  return { status: response.statusCode, body: response.json() };
}

/** Polls getTranslation until the translation completed or failed (the test's timeout bounds it). */
export async function settledAs(app: FastifyInstance, caller: Caller, translationId: string) {
  for (;;) {
    const { body } = await callAs<Translation>(app, caller, 'getTranslation', { translationId });
    if (body.result.status === 'completed' || body.result.status === 'failed') return body.result;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
