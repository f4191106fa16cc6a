// The whole product for the first-load bench: the server on a free port with a throw-away DATA_DIR
// (embedded database, mail outbox), and a confirmed account whose session cookie signs a browser in.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { firstLink, latestMailTo } from '../../e2e/mail.ts';
import { freePort, spawnServer, waitForHealth } from '../../e2e/product.ts';

export interface Product {
  baseUrl: string;
  /** Signs up a new account, confirms it from the outbox and returns `name=value` of its session cookie. */
  signUp(): Promise<string>;
  stop(): Promise<void>;
}

/** `env` adds to the server's environment, e.g. WEB_DIST to serve another build. */
export async function startProduct(root: string, env: Record<string, string> = {}): Promise<Product> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tolk-first-load-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = spawnServer(root, { port, dataDir, baseUrl }, env);
  const exited = new Promise((resolve) => server.once('exit', resolve));
  await waitForHealth(baseUrl, server);

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
