// After a failed unit run: when the only trouble was test worker processes that died (a signal
// from the runtime, e.g. SIGTRAP from a V8 abort, not a failed assertion), runs those test files
// once more on their own and succeeds only if they pass. Any failed test or other error stands.
// Usage: node scripts/rerun-crashed.ts REPORT.json RUN.log RERUN-REPORT.json
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const [reportPath, logPath, rerunPath] = process.argv.slice(2);
if (!reportPath || !logPath || !rerunPath) throw new Error('usage: rerun-crashed.ts REPORT LOG RERUN-REPORT');

// eslint-disable-next-line no-control-regex
const log = readFileSync(logPath, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
const crashed = [
  ...log.matchAll(/Worker exited unexpectedly with signal (\w+) .*? while running test file (\S+)/g),
].map((match) => ({ signal: match[1]!, file: match[2]! }));
const errors = Number(/Errors\s+(\d+) errors?/.exec(log)?.[1] ?? 0);

const report = JSON.parse(readFileSync(reportPath, 'utf8')) as {
  testResults: { name: string; status: string }[];
};
const failedFiles = report.testResults.filter((file) => file.status === 'failed').map((file) => file.name);
const crashedFiles = new Set(crashed.map((crash) => crash.file));

const onlyCrashes =
  crashed.length > 0 && errors === crashed.length && failedFiles.every((file) => crashedFiles.has(file));
if (!onlyCrashes) {
  console.error('The unit run failed for reasons other than a crashed worker: not re-running.');
  process.exit(1);
}

for (const crash of crashed)
  console.error(`A test worker died (${crash.signal}) while running ${crash.file}.`);
console.error(`Re-running ${crashedFiles.size} file(s) once, on their own:`);
const rerun = spawnSync(
  'vitest',
  ['run', ...crashedFiles, '--reporter=default', '--reporter=json', `--outputFile.json=${rerunPath}`],
  { stdio: 'inherit' },
);
process.exit(rerun.status ?? 1);
