// What a program started on untrusted input sees: its scratch folder and the system's programs,
// no network, nothing else on disk.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sandboxAvailable, sandboxed } from './sandbox.ts';

const run = promisify(execFile);

async function inSandbox(script: string, scratch: string) {
  const { command, args } = sandboxed('bash', ['-c', script], { scratch });
  return run(command, args).then(
    ({ stdout }) => ({ ok: true, stdout }),
    (error: { stderr?: string }) => ({ ok: false, stdout: error.stderr ?? '' }),
  );
}

describe('the sandbox for converters', () => {
  let scratch: string;
  let elsewhere: string;
  let listener: Server;
  let port: number;
  const connections: unknown[] = [];
  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'tolk-sandbox-test-'));
    elsewhere = await mkdtemp(path.join(tmpdir(), 'tolk-sandbox-secret-'));
    await writeFile(path.join(scratch, 'input.txt'), 'the input');
    await writeFile(path.join(elsewhere, 'secret.txt'), 'another user');
    listener = createServer((socket) => {
      connections.push(socket.remoteAddress);
      socket.end();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as { port: number }).port;
  });
  afterAll(async () => {
    listener?.close();
    await rm(scratch, { recursive: true, force: true });
    await rm(elsewhere, { recursive: true, force: true });
  });

  it('is available on this machine (scripts/setup-system.sh installs bubblewrap)', () => {
    expect(sandboxAvailable()).toBe(true);
  });

  it('reads and writes its scratch folder and runs the system programs', async () => {
    const result = await inSandbox('cat input.txt && echo made > output.txt', scratch);
    expect(result).toEqual({ ok: true, stdout: 'the input' });
    expect(await readFile(path.join(scratch, 'output.txt'), 'utf8')).toBe('made\n');
  });

  it('sees no other file: not beside its scratch folder, not the server, not /etc whole', async () => {
    expect((await inSandbox(`cat ${path.join(elsewhere, 'secret.txt')}`, scratch)).ok).toBe(false);
    expect((await inSandbox(`ls ${process.cwd()}`, scratch)).ok).toBe(false);
    expect((await inSandbox('cat /etc/passwd', scratch)).ok).toBe(false);
    expect((await inSandbox('touch /usr/planted', scratch)).ok).toBe(false);
  });

  it('reaches no network, not even the loopback it was started beside', async () => {
    const connect = `exec 3<>/dev/tcp/127.0.0.1/${port} && echo connected`;
    // The same probe outside the sandbox does connect, so the refusal is the sandbox's doing.
    expect((await run('bash', ['-c', connect])).stdout).toBe('connected\n');
    await vi.waitFor(() => expect(connections).toHaveLength(1), { timeout: 30_000 });
    expect((await inSandbox(connect, scratch)).ok).toBe(false);
    expect(connections).toHaveLength(1);
  });
});
