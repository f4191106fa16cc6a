// The started product and Debian's Chromium, as the e2e journeys (global-setup.ts, browser.ts) and
// bench/first-load.ts use them.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export const CHROMIUM = '/usr/bin/chromium';
/** Flags for a quiet, sandbox-free Chromium in a container (add `--headless=new` when launching it directly). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject()));
    });
  });
}

/**
 * `node apps/server/src/main.ts` from `root` on `port`, with its data in `dataDir` and the embedded
 * database; `env` adds to (or overrides) that environment.
 */
export function spawnServer(
  root: string,
  { port, dataDir, baseUrl }: { port: number; dataDir: string; baseUrl: string },
  env: Record<string, string> = {},
): ChildProcess {
  return spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      BASE_URL: baseUrl,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy in 60 s');
}
