// The end of `npm test`: where the time went (each step of scripts/test.sh and the ten slowest test
// files), then one closing line over all Vitest runs: "N passed, N failed, N skipped". A test file
// in a later report (a re-run after a crashed worker) replaces its results in the earlier ones.
// Usage: node scripts/test-summary.ts STEPS.tsv REPORT.json... (STEPS: "name<TAB>start ms" lines,
// the last one the end).
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

interface Report {
  testResults: { name: string; startTime: number; endTime: number; assertionResults: { status: string }[] }[];
}

const [stepsPath, ...reportPaths] = process.argv.slice(2);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(7)} s`;

function printSteps(): void {
  if (!stepsPath || !existsSync(stepsPath)) return;
  const marks = readFileSync(stepsPath, 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split('\t'))
    .map(([name, at]) => ({ name: name!, at: Number(at) }));
  if (marks.length < 2) return;
  console.log('\nTime per step:');
  for (let i = 0; i + 1 < marks.length; i++)
    console.log(`${seconds(marks[i + 1]!.at - marks[i]!.at)}  ${marks[i]!.name}`);
  console.log(`${seconds(marks.at(-1)!.at - marks[0]!.at)}  in all`);
}

const byFile = new Map<string, Report['testResults'][number]>();
for (const file of reportPaths) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  for (const result of report.testResults) byFile.set(result.name, result);
}

printSteps();
const slowest = [...byFile.values()]
  .map((file) => ({ name: relative(process.cwd(), file.name), ms: file.endTime - file.startTime }))
  .sort((a, b) => b.ms - a.ms)
  .slice(0, 10);
if (slowest.length > 0) {
  console.log('\nSlowest test files:');
  for (const file of slowest) console.log(`${seconds(file.ms)}  ${file.name}`);
  console.log('');
}

const statuses = [...byFile.values()].flatMap((file) => file.assertionResults.map((a) => a.status));
const passed = statuses.filter((s) => s === 'passed').length;
const failed = statuses.filter((s) => s === 'failed').length;
const skipped = statuses.length - passed - failed;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
