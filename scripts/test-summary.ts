// Prints one closing line over all Vitest runs: "N passed, N failed, N skipped". A test file in a
// later report (a re-run after a crashed worker) replaces its results in the earlier ones.
import { existsSync, readFileSync } from 'node:fs';

interface Report {
  testResults: { name: string; assertionResults: { status: string }[] }[];
}

const byFile = new Map<string, string[]>();
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  for (const result of report.testResults)
    byFile.set(
      result.name,
      result.assertionResults.map((a) => a.status),
    );
}
const statuses = [...byFile.values()].flat();
const passed = statuses.filter((s) => s === 'passed').length;
const failed = statuses.filter((s) => s === 'failed').length;
const skipped = statuses.length - passed - failed;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
