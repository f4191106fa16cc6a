// A user of the HTTP API as the benchmarks drive it: signed up and confirmed from the mail outbox,
// made premium through RevenueCat's webhook (a free plan allows 5 pages a month), uploading over
// tus and following its translations on the live event stream, as the apps do.
import { createCallableClient, subscribeEvents, type CallableClient } from '@tolk/client';
import type { Translation } from '@tolk/contract';
import { revenueCatEvent } from '../../apps/server/test/revenuecat-events.ts';
import { signUpOverHttp } from '../../e2e/http-account.ts';

/** What the benchmarks set as the server's REVENUECAT_WEBHOOK_AUTH, to grant themselves premium. */
export const BENCH_WEBHOOK_AUTH = 'Bearer tolk-bench-webhook';

export interface ApiSession {
  baseUrl: string;
  cookie: string;
  userId: string;
  api: CallableClient;
}

/** Signs a new account up at baseUrl and confirms it from the outbox in dataDir. */
export async function signUp(baseUrl: string, dataDir: string): Promise<ApiSession> {
  const { cookie, userId } = await signUpOverHttp(baseUrl, dataDir);
  const api = createCallableClient({
    baseUrl,
    fetch: (input, init) =>
      fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), cookie } }),
  });
  return { baseUrl, cookie, userId, api };
}

/** Premium (1,000 pages a month) through the webhook RevenueCat would call after a purchase. */
export async function grantPremium(session: Pick<ApiSession, 'baseUrl' | 'userId'>): Promise<void> {
  const { body } = revenueCatEvent({ type: 'INITIAL_PURCHASE', appUserId: session.userId });
  const response = await fetch(`${session.baseUrl}/api/webhooks/revenuecat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: BENCH_WEBHOOK_AUTH },
    body: JSON.stringify(body),
  });
  const answer = await response.text();
  if (!response.ok || !answer.includes('applied')) throw new Error(`premium: ${response.status} ${answer}`);
}

const base64 = (text: string) => Buffer.from(text).toString('base64');

/** Who uploads: a session, calling from `address` (X-Forwarded-For) where the server trusts it. */
export type Uploader = Pick<ApiSession, 'baseUrl' | 'cookie'> & { address?: string };

/** Creates a tus upload and sends the file in one PATCH, as the apps do for small files; returns its id. */
export async function upload(session: Uploader, bytes: Uint8Array, fileName: string): Promise<string> {
  const headers = {
    'tus-resumable': '1.0.0',
    cookie: session.cookie,
    ...(session.address ? { 'x-forwarded-for': session.address } : {}),
  };
  const created = await fetch(`${session.baseUrl}/api/uploads/`, {
    method: 'POST',
    headers: {
      ...headers,
      'upload-length': String(bytes.byteLength),
      'upload-metadata': `filename ${base64(fileName)},originalName ${base64(fileName)},filetype ${base64('application/pdf')}`,
    },
  });
  const location = created.headers.get('location');
  if (created.status !== 201 || !location)
    throw new Error(`upload: ${created.status} ${await created.text()}`);
  const url = new URL(location, session.baseUrl);
  const sent = await fetch(url, {
    method: 'PATCH',
    headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: new Blob([bytes as Uint8Array<ArrayBuffer>]),
  });
  if (sent.status !== 204) throw new Error(`upload: ${sent.status} ${await sent.text()}`);
  return url.pathname.split('/').pop()!;
}

/** Starts the uploaded file's translation English → Spanish with the local provider, as the benchmarks all do. */
export function translateToSpanish(session: ApiSession, uploadId: string): Promise<Translation> {
  return session.api.call('translateDocument', {
    uploadId,
    langFrom: 'en',
    langTo: 'es',
    provider: 'local',
    glossaryId: null,
  });
}

export interface Completions {
  /** Resolves when the translation completed; rejects when it failed. */
  waitFor(translationId: string): Promise<Translation>;
  close(): void;
}

/**
 * The user's translations as they settle, heard on GET /api/events like the apps hear them; a
 * slow poll of getTranslation covers an event missed while the stream (re)connects.
 */
export function followCompletions(session: ApiSession): Completions {
  const settled = new Map<string, Translation>();
  const waiting = new Map<string, (translation: Translation) => void>();
  const settle = (translation: Translation) => {
    if (translation.status !== 'completed' && translation.status !== 'failed') return;
    settled.set(translation.id, translation);
    waiting.get(translation.id)?.(translation);
  };
  const unsubscribe = subscribeEvents({
    baseUrl: session.baseUrl,
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), cookie: session.cookie },
      }),
    onEvent: (type, data) => {
      if (type === 'translation') settle(data as Translation);
    },
  });
  return {
    async waitFor(translationId) {
      const poll = setInterval(() => {
        session.api.call('getTranslation', { translationId }).then(settle, () => undefined);
      }, 2000);
      try {
        const translation =
          settled.get(translationId) ??
          (await new Promise<Translation>((resolve) => waiting.set(translationId, resolve)));
        if (translation.status === 'failed') throw new Error(`translation failed: ${translation.error}`);
        return translation;
      } finally {
        clearInterval(poll);
        waiting.delete(translationId);
      }
    },
    close: unsubscribe,
  };
}
