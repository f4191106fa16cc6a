// The production topology on one machine (scripts/cluster.sh): PostgreSQL, s3rver, two API
// instances behind a round-robin proxy and two workers. A client's requests land on either
// instance; a worker or an API instance killed mid-way costs the user nothing.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Quota, Translation } from '@tolk/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LOCK_SPACE } from '../apps/server/src/uploads/locker.ts';
import { FakeGoogle } from '../apps/server/test/fake-google.ts';
import { openStream, type EventStream } from '../apps/server/test/sse-client.ts';
import { startCluster, stopCluster, type Cluster } from '../scripts/cluster/control.ts';
import { launchBrowser, newContext, screenshot } from './browser.ts';
import { signUpOverHttp } from './http-account.ts';
import { freePort } from './product.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const CHUNK = 4096;

/** A real one-page manual page, laid out by groff. */
const manPage = (name: string) =>
  new Uint8Array(execFileSync('sh', ['-c', `zcat /usr/share/man/man1/${name}.1.gz | groff -man -Tpdf`]));

interface Account {
  email: string;
  cookie: string;
}

async function callFn<T>(api: string, account: Account, name: string, data: unknown): Promise<T> {
  const response = await fetch(`${api}/api/fn/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: account.cookie },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result: T; error?: { message: string } };
  if (response.status !== 200) throw new Error(`${name}: ${response.status} ${body.error?.message}`);
  return body.result;
}

const tusHeaders = (account: Account) => ({ cookie: account.cookie, 'tus-resumable': '1.0.0' });

async function createUpload(api: string, account: Account, size: number, name: string): Promise<string> {
  const encoded = (value: string) => Buffer.from(value).toString('base64');
  const response = await fetch(`${api}/api/uploads/`, {
    method: 'POST',
    headers: {
      ...tusHeaders(account),
      'upload-length': String(size),
      'upload-metadata': `filename ${encoded(name)},originalName ${encoded(name)}`,
    },
  });
  expect(response.status).toBe(201);
  return new URL(response.headers.get('location')!, api).pathname;
}

function patch(api: string, account: Account, upload: string, offset: number, body: BodyInit) {
  return fetch(`${api}${upload}`, {
    method: 'PATCH',
    headers: {
      ...tusHeaders(account),
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body,
    duplex: 'half',
  } as RequestInit);
}

async function offsetOf(api: string, account: Account, upload: string): Promise<number> {
  const head = await fetch(`${api}${upload}`, { method: 'HEAD', headers: tusHeaders(account) });
  expect(head.status).toBe(200);
  return Number(head.headers.get('upload-offset'));
}

/** The next event of `stream` about translation `id` in one of `statuses`. */
async function eventFor(stream: EventStream, id: string, statuses: string[]): Promise<Translation> {
  for (;;) {
    const event = await stream.next();
    const translation = event.data as Translation;
    if (event.event === 'translation' && translation.id === id && statuses.includes(translation.status))
      return translation;
  }
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** The pid of the process whose TCP connection leaves from local port `port`. */
function pidOnPort(port: number): number | undefined {
  const line = execFileSync('ss', ['-tnpH', `sport = :${port}`], { encoding: 'utf8' });
  const match = /pid=(\d+)/.exec(line);
  return match ? Number(match[1]) : undefined;
}

describe('the cluster: two API instances, two workers, one PostgreSQL and one bucket', () => {
  let cluster: Cluster;
  let google: FakeGoogle;
  let dir: string;
  let port: number;
  let pgPort: number;
  let database: pg.Client;
  let account: Account;
  let pagesUsed: number;

  /** Upload locks held now (advisory locks in the space uploads/locker.ts uses). */
  const uploadLocks = async () =>
    (
      await database.query<{ held: number }>(
        "SELECT count(*)::int AS held FROM pg_locks l JOIN pg_database d ON d.oid = l.database WHERE d.datname = current_database() AND l.locktype = 'advisory' AND l.classid = $1 AND l.objsubid = 2",
        [UPLOAD_LOCK_SPACE],
      )
    ).rows[0]!.held;

  beforeAll(async () => {
    google = await FakeGoogle.start();
    dir = mkdtempSync(path.join(tmpdir(), 'tolk-cluster-e2e-'));
    port = await freePort();
    pgPort = await freePort();
    cluster = await startCluster({
      dir,
      port,
      pgPort,
      env: { GOOGLE_TRANSLATE_API_KEY: 'test-key', GOOGLE_TRANSLATE_ENDPOINT: google.url },
    });
    database = new pg.Client({ connectionString: cluster.databaseUrl });
    await database.connect();
  }, 300_000);
  afterAll(async () => {
    await database?.end();
    await stopCluster({ dir, port, pgPort }).catch(() => undefined);
    await google?.close();
    rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it('signs up on one instance, uploads across both, and hears the translation finish on the other', async () => {
    const [one, two] = cluster.apiUrls;
    account = await signUpOverHttp(one, cluster.dataDir, cluster.proxyUrl);
    const pdf = manPage('sleep');
    const upload = await createUpload(one, account, pdf.length, 'sleep.pdf');
    const answers: number[] = [];
    for (let offset = 0, turn = 0; offset < pdf.length; offset += CHUNK, turn++) {
      const response = await patch(
        turn % 2 ? two : one,
        account,
        upload,
        offset,
        pdf.subarray(offset, offset + CHUNK),
      );
      answers.push(response.status);
    }
    expect(answers.every((status) => status === 204)).toBe(true);
    expect(answers.length).toBeGreaterThan(2);

    const stream = await openStream(two, { cookie: account.cookie });
    try {
      const uploadId = upload.split('/').pop()!;
      const started = await callFn<Translation>(one, account, 'translateDocument', {
        uploadId,
        langFrom: 'en',
        langTo: 'es',
        provider: 'local',
      });
      const done = await eventFor(stream, started.id, ['completed', 'failed']);
      expect(done.status).toBe('completed');
      const original = await fetch(`${cluster.proxyUrl}/api/files/${done.originalFileId}`, {
        headers: { cookie: account.cookie },
      });
      expect(sha256(new Uint8Array(await original.arrayBuffer()))).toBe(sha256(pdf));
      const translated = await fetch(`${cluster.proxyUrl}/api/files/${done.translatedFileId}`, {
        headers: { cookie: account.cookie },
      });
      expect(translated.status).toBe(200);
      expect(
        Buffer.from(await translated.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    } finally {
      stream.close();
    }
    pagesUsed = (await callFn<Quota>(one, account, 'getQuota', {})).pagesUsed;
    expect(pagesUsed).toBe(1);
  });

  it('resumes an upload on the other instance after one dies mid-PATCH, and finishes a job whose worker dies once', async () => {
    const [one, two] = cluster.apiUrls;
    const pdf = manPage('echo');
    const upload = await createUpload(two, account, pdf.length, 'echo.pdf');
    expect((await patch(two, account, upload, 0, pdf.subarray(0, CHUNK))).status).toBe(204);

    // A PATCH to the second instance sends a little more, then the instance is killed under it.
    const cut = patch(
      two,
      account,
      upload,
      CHUNK,
      new ReadableStream({
        start(controller) {
          controller.enqueue(pdf.subarray(CHUNK, CHUNK + 1000));
        },
      }),
    ).catch((error: unknown) => error);
    // Killed while it holds the upload's lock, which PostgreSQL frees with its connection.
    await until(async () => (await uploadLocks()) === 1);
    process.kill(cluster.apiPids[1]!, 'SIGKILL');
    await cut;
    await until(async () => (await uploadLocks()) === 0);

    // The client asks the living instance where to go on and sends the rest there. On S3 that is
    // the last durable point: bytes short of a 5 MB part travel with each PATCH and died with it.
    const offset = await offsetOf(one, account, upload);
    expect(offset).toBeLessThanOrEqual(CHUNK);
    expect((await patch(one, account, upload, offset, pdf.subarray(offset))).status).toBe(204);

    google.mode = 'hold';
    const asked = google.nextRequest();
    const started = await callFn<Translation>(one, account, 'translateDocument', {
      uploadId: upload.split('/').pop(),
      langFrom: 'en',
      langTo: 'es',
      provider: 'google',
    });
    await asked;
    const holder = pidOnPort(google.clientPorts.at(-1)!);
    expect(cluster.workerPids).toContain(holder);
    process.kill(holder!, 'SIGKILL');
    google.mode = 'answer';

    const stream = await openStream(one, { cookie: account.cookie });
    let done: Translation;
    try {
      const now = await callFn<Translation>(one, account, 'getTranslation', { translationId: started.id });
      done = ['completed', 'failed'].includes(now.status)
        ? now
        : await eventFor(stream, started.id, ['completed', 'failed']);
    } finally {
      stream.close();
    }
    expect(done.status).toBe('completed');
    const original = await fetch(`${one}/api/files/${done.originalFileId}`, {
      headers: { cookie: account.cookie },
    });
    expect(sha256(new Uint8Array(await original.arrayBuffer()))).toBe(sha256(pdf));
    const { rows } = await database.query<{ state: string }>(
      "SELECT state FROM pgboss.job WHERE name = 'translate' AND data->>'translationId' = $1",
      [started.id],
    );
    expect(rows.filter((row) => row.state === 'completed')).toHaveLength(1);
    expect((await callFn<Quota>(one, account, 'getQuota', {})).pagesUsed).toBe(pagesUsed + 1);

    // What the user sees: both documents in the history, through the proxy.
    const browser = await launchBrowser();
    try {
      const context = await newContext(browser, cluster.proxyUrl);
      const [name, value] = account.cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: cluster.proxyUrl }]);
      const page = await context.newPage();
      await page.goto(`${cluster.proxyUrl}/history`);
      await page.getByText('echo.pdf').first().waitFor();
      await page.getByText('sleep.pdf').first().waitFor();
      await screenshot(page, 'cluster-history');
    } finally {
      await browser.close();
    }
  });
});
