// Accounts for the fair-queues benchmark, each signed up from its own client address (the server
// trusts X-Forwarded-For from 127.0.0.1 here), so the per-address limits on sign-up and on calls
// see 56 people rather than one flooding client. Followed on /api/events like the apps follow them.
import { subscribeEvents } from '@tolk/client';
import type { Translation } from '@tolk/contract';
import { firstLink, latestMailTo } from '../../e2e/mail.ts';

export interface Account {
  baseUrl: string;
  cookie: string;
  userId: string;
  /** The address this person calls from (X-Forwarded-For). */
  address: string;
}

let made = 0;

export async function signUpFrom(baseUrl: string, dataDir: string): Promise<Account> {
  made += 1;
  const address = `10.77.${Math.floor(made / 250)}.${(made % 250) + 1}`;
  const email = `queue-${process.pid}-${Date.now()}-${made}@example.com`;
  const headers = { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': address };
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'correct horse battery', name: 'Queue Bench' }),
  });
  if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: string } };
  const link = new URL(firstLink((await latestMailTo(dataDir, email)).text));
  const confirmed = await fetch(`${baseUrl}/api/auth/verify-email?${link.searchParams}`, {
    redirect: 'manual',
    headers: { 'x-forwarded-for': address },
  });
  const cookie = confirmed.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] as string)
    .find((pair) => pair.split('=')[0]?.endsWith('session_token'));
  if (!cookie) throw new Error(`confirming the address set no session cookie (${confirmed.status})`);
  return { baseUrl, cookie, userId: user.id, address };
}

/** A callable function as the account; throws on an error answer. */
export async function callAs<T>(account: Account, name: string, data: unknown): Promise<T> {
  const response = await fetch(`${account.baseUrl}/api/fn/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: account.baseUrl,
      cookie: account.cookie,
      'x-forwarded-for': account.address,
    },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (!response.ok || body.result === undefined)
    throw new Error(`${name}: ${response.status} ${body.error?.message ?? ''}`);
  return body.result;
}

export interface Timeline {
  /** When each translation was first heard processing, and when it settled (performance.now()). */
  started: Map<string, number>;
  settled: Map<string, { at: number; status: Translation['status'] }>;
  close(): void;
}

/** Hears the account's translations start and settle on its event stream. */
export function follow(account: Account, timeline?: Timeline): Timeline {
  const into = timeline ?? { started: new Map(), settled: new Map(), close: () => undefined };
  const stop = subscribeEvents({
    baseUrl: account.baseUrl,
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: {
          ...(init?.headers as Record<string, string>),
          cookie: account.cookie,
          'x-forwarded-for': account.address,
        },
      }),
    onEvent: (type, data) => {
      if (type !== 'translation') return;
      const translation = data as Translation;
      const now = performance.now();
      if (translation.status !== 'queued' && !into.started.has(translation.id))
        into.started.set(translation.id, now);
      if (
        (translation.status === 'completed' || translation.status === 'failed') &&
        !into.settled.has(translation.id)
      )
        into.settled.set(translation.id, { at: now, status: translation.status });
    },
  });
  const previous = into.close;
  into.close = () => {
    previous();
    stop();
  };
  return into;
}
