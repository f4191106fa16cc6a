// Real text PDFs for the benchmarks that go through the HTTP API: Debian's own manual pages set by
// groff (-man, A4, base-14 Times and Courier), cut to the first N pages by poppler. Prose, option
// lists and code as real documents have them, and no two sentences alike, so nothing is translated
// once and reused (a made-up text of a few repeated sentences would mostly be).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Long pages of packages every Debian system has first, then others this machine may have. */
const MANUAL_PAGES = [
  'bash', 'find', 'dash', 'less', 'gawk', 'xz', 'tar', 'grep', 'sed', 'top', 'systemctl', 'ssh',
  'curl', 'gpg', 'tmux', 'wget', 'jq', 'zip', 'unzip', 'valgrind', 'git-config', 'perl',
]; // prettier-ignore

function manualSource(name: string): string | undefined {
  const file = `/usr/share/man/man1/${name}.1.gz`;
  return existsSync(file) ? file : undefined;
}

/** The first `pages` pages of a manual page as groff sets it, or undefined when it is shorter. */
export function manualPdf(name: string, pages: number): Uint8Array | undefined {
  const source = manualSource(name);
  if (!source) return undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'tolk-bench-manual-'));
  try {
    const whole = path.join(dir, 'whole.pdf');
    const roff = execFileSync('zcat', [source], { maxBuffer: 64 * 1024 * 1024 });
    writeFileSync(
      whole,
      execFileSync('groff', ['-man', '-Tpdf', '-P-pa4'], {
        input: roff,
        maxBuffer: 64 * 1024 * 1024,
        stdio: 'pipe',
      }),
    );
    const total = Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [whole]).toString())?.[1] ?? 0);
    if (total < pages) return undefined;
    execFileSync('pdfseparate', ['-f', '1', '-l', String(pages), whole, path.join(dir, 'page-%d.pdf')]);
    const parts = Array.from({ length: pages }, (_, i) => path.join(dir, `page-${i + 1}.pdf`));
    const cut = path.join(dir, 'cut.pdf');
    execFileSync('pdfunite', [...parts, cut]);
    return new Uint8Array(readFileSync(cut));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `count` different manual pages of `pages` pages each, named after the command. */
export function manualPdfs(count: number, pages: number): { name: string; pdf: Uint8Array }[] {
  const found: { name: string; pdf: Uint8Array }[] = [];
  for (const name of MANUAL_PAGES) {
    if (found.length === count) break;
    const pdf = manualPdf(name, pages);
    if (pdf) found.push({ name, pdf });
  }
  if (found.length < count)
    throw new Error(`only ${found.length} manual pages of ${pages}+ pages are installed (${count} wanted)`);
  return found;
}
