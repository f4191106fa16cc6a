// The whole product for the first-load bench: the server on a free port with a throw-away DATA_DIR
// (embedded database, mail outbox), and a confirmed account whose session cookie signs a browser in.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { firstLink, latestMailTo } from '../../e2e/mail.ts';

export interface Product {
  baseUrl: string;
  /** Signs up a new account, confirms it from the outbox and returns `name=value` of its session cookie. */
  signUp(): Promise<string>;
  stop(): Promise<void>;
}

const portFree = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

/** `env` adds to the server's environment, e.g. WEB_DIST to serve another build. */
export async function startProduct(root: string, env: Record<string, string> = {}): Promise<Product> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tolk-first-load-'));
  const port = await portFree();
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      BASE_URL: baseUrl,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const healthy = () =>
    fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
  while (!(await healthy())) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    baseUrl,
    async signUp() {
      const email = `first-load-${Date.now()}@example.com`;
      const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseUrl },
        body: JSON.stringify({ email, password: 'correct horse battery', name: 'Ada Lovelace' }),
      });
      if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
      const token = new URL(firstLink((await latestMailTo(dataDir, email)).text)).searchParams.get('token');
      const confirmed = await fetch(`${baseUrl}/api/auth/verify-email?token=${token}`, {
        redirect: 'manual',
      });
      const cookie = confirmed.headers
        .getSetCookie()
        .map((header) => header.split(';')[0] as string)
        .find((pair) => pair.split('=')[0]?.endsWith('session_token'));
      if (!cookie) throw new Error(`confirming the address set no session cookie (${confirmed.status})`);
      return cookie;
    },
    async stop() {
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
