// The real server (apps/server/src/main.ts) as a child process, so a test can kill it with SIGKILL
// at any moment and start it again on the same data.

import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { testEnv } from '../config.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export class ServerProcess {
  readonly url: string;
  readonly #env: Record<string, string>;
  #child: ChildProcess | undefined;

  constructor(port: number, env: Record<string, string>) {
    this.url = `http://127.0.0.1:${port}`;
    this.#env = {
      PATH: testEnv.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: this.url,
      LOG_LEVEL: 'silent',
      ...env,
    };
  }

  /** Starts the server and waits until /api/health answers 200. */
  async start(): Promise<void> {
    const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: this.#env,
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    this.#child = child;
    for (let waited = 0; waited < 120_000; waited += 100) {
      if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${stderr}`);
      const healthy = await fetch(`${this.url}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`server did not become healthy: ${stderr}`);
  }

  /** SIGKILL: no shutdown code runs, like a crash or a lost machine. */
  async kill(): Promise<void> {
    await this.#stop('SIGKILL');
  }

  /** SIGTERM: the server's own graceful shutdown. */
  async stop(): Promise<void> {
    await this.#stop('SIGTERM');
  }

  async #stop(signal: NodeJS.Signals): Promise<void> {
    const child = this.#child;
    this.#child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }
}
