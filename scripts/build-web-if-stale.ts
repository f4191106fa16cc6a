// Builds the web app when any of its sources is newer than the last build.
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/precompress.ts',
  'apps/web/mantineStyles.ts',
  'apps/web/package.json',
  'packages/contract/src',
  'packages/client/src',
];
const builtIndex = 'apps/web/dist/index.html';

function newestMtime(path: string): number {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stats.mtimeMs);
}

const builtAt = newestMtime(builtIndex);
const changedAt = Math.max(...sources.map(newestMtime));
if (builtAt === 0 || changedAt > builtAt) {
  console.error('build: building the web app');
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit' });
} else {
  console.error('build: web app is up to date');
}
