// The baseline of the Apertium benchmarks: one plain `apertium -u eng-spa` process over a file.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleTree } from './memory.ts';

/** Translates `text` en→es with raw Apertium: its output, the time including start-up, peak memory. */
export async function rawApertium(
  text: string,
): Promise<{ output: string; seconds: number; peakMb: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'tolk-bench-'));
  try {
    await writeFile(join(dir, 'in.txt'), text);
    const started = performance.now();
    const child = spawn('apertium', ['-u', 'eng-spa', join(dir, 'in.txt'), join(dir, 'out.txt')], {
      stdio: 'ignore',
    });
    const stop = sampleTree(child.pid ?? 0);
    const code = await new Promise((resolve) => child.on('exit', resolve));
    const seconds = (performance.now() - started) / 1000;
    const peakMb = stop();
    if (code !== 0) throw new Error(`apertium exited with ${String(code)}`);
    return { output: await readFile(join(dir, 'out.txt'), 'utf8'), seconds, peakMb };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
