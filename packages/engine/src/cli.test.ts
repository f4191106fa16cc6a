import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { makeScannedPdf } from '../test/fixtures/pdf-scanned.ts';

const run = promisify(execFile);
const CLI = new URL('./cli.ts', import.meta.url).pathname;

async function tolk(...args: string[]) {
  return run(process.execPath, [CLI, ...args]).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe('tolk CLI', () => {
  it('translates a file with progress on stderr and writes the outputs', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tolk-cli-'));
    const file = join(dir, 'notes.md');
    await writeFile(file, '# The house\n\nIt is **red**.\n');
    const result = await tolk(
      'translate',
      file,
      '--to',
      'es',
      '--from',
      'en',
      '--provider',
      'fake',
      '--bilingual',
    );
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('100% rendering');
    expect(await readFile(join(dir, 'notes.es.md'), 'utf8')).toBe('# tHE HOUSE\n\niT IS **RED**.\n');
    expect(await readFile(join(dir, 'notes.es.bilingual.md'), 'utf8')).toContain(
      'It is **red**.\n\niT IS **RED**.',
    );
  });

  it('says how many spans it kept verbatim after writing the output', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tolk-cli-'));
    const file = join(dir, 'links.txt');
    await writeFile(file, 'Read the guide at https://example.org/guide before you start.\n');
    const result = await tolk('translate', file, '--to', 'es', '--from', 'en', '--provider', 'fake');
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines[0]).toBe(`${join(dir, 'links.es.txt')} (txt, en -> es, 1 page)`);
    expect(lines).toContain('1 span kept verbatim (addresses, code, names)');
    expect(await readFile(join(dir, 'links.es.txt'), 'utf8')).toContain('https://example.org/guide');
  });

  it('applies a --glossary file and refuses a broken one with its line numbers', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tolk-cli-'));
    const file = join(dir, 'notes.txt');
    await writeFile(file, 'Please bring the file. Extract it with tar.\n');
    await writeFile(join(dir, 'terms.csv'), 'file,archivo\ntar,\n');
    const result = await tolk(
      'translate',
      file,
      '--to',
      'es',
      '--from',
      'en',
      '--glossary',
      join(dir, 'terms.csv'),
    );
    expect(result.code).toBe(0);
    const output = await readFile(join(dir, 'notes.es.txt'), 'utf8');
    expect(output).toMatch(/\barchivo\b.*\btar\b/);
    await writeFile(join(dir, 'bad.csv'), 'file,archivo\n,x\nfile,fichero\n');
    const refused = await tolk('translate', file, '--to', 'es', '--glossary', join(dir, 'bad.csv'));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('line 2: missing-source');
    expect(refused.stderr).toContain('line 3: duplicate-source');
  });

  it('says which pages it read by OCR', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tolk-cli-'));
    const file = join(dir, 'scan.pdf');
    await writeFile(file, await makeScannedPdf());
    const result = await tolk('translate', file, '--to', 'es', '--from', 'en', '--provider', 'fake');
    expect(result.code).toBe(0);
    expect(result.stdout.trim().split('\n')).toContain('Page 1 was read by OCR');
  });

  it('fails with a clear message and a non-zero exit code', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tolk-cli-'));
    const file = join(dir, 'a.pdf');
    await writeFile(file, 'not a pdf at all');
    const mismatch = await tolk('translate', file, '--to', 'es', '--provider', 'fake');
    expect(mismatch.code).toBe(1);
    expect(mismatch.stderr).toContain('format-mismatch');
    const usage = await tolk('translate', file);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--to <lang>');
  });

  it('analyzes a file as JSON', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tolk-cli-'));
    const file = join(dir, 'a.txt');
    await writeFile(file, 'The quick brown fox jumps over the lazy dog.');
    const result = await tolk('analyze', file, '--json');
    expect(JSON.parse(result.stdout)).toMatchObject({
      format: 'txt',
      pages: 1,
      words: 9,
      detectedLanguage: 'en',
    });
  });
});
