import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own lint configuration on imports a change might add, linted as if they were in
// the files named: what `npm run lint` would say about them.
const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [${namesIn(code)}];\n`, {
    filePath: path.join(ROOT, file),
  });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'tolk/boundaries').map((m) => m.message);
}

/** The names an import statement binds, so the sample uses them and only the boundary rule speaks. */
function namesIn(code: string): string {
  const braces = /\{([^}]*)\}/.exec(code)?.[1];
  const star = /\* as (\w+)/.exec(code)?.[1];
  return braces ? braces.replace(/\btype\s+\w+,?/g, '') : (star ?? '');
}

describe('the boundary lint rule', () => {
  it('refuses a table imported outside a repository', async () => {
    expect(
      await boundaryErrors(
        'apps/server/src/history/folders.ts',
        "import { folders } from '../db/schema.ts';",
      ),
    ).toEqual([expect.stringContaining('tables-behind-repositories')]);
  });

  it('refuses a table imported by another capability’s repository, but not a read it declares', async () => {
    expect(
      await boundaryErrors(
        'apps/server/src/history/folders-repo.ts',
        "import { translations } from '../db/schema.ts';",
      ),
    ).toEqual([expect.stringContaining('The table translations belongs to translations/')]);
    expect(
      await boundaryErrors('apps/server/src/uploads/repo.ts', "import { users } from '../db/schema.ts';"),
    ).toEqual([expect.stringContaining('The table users belongs to users/quota/')]);
    expect(
      await boundaryErrors('apps/server/src/quota/repo.ts', "import { users } from '../db/schema.ts';"),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/server/src/sharing/repo.ts',
        "import { shareLinks, translations } from '../db/schema.ts';",
      ),
    ).toEqual([]);
  });

  it('lets any file import a row type', async () => {
    expect(
      await boundaryErrors(
        'apps/server/src/history/folders.ts',
        "import type { translations } from '../db/schema.ts';\nexport type T = typeof translations;",
      ),
    ).toEqual([]);
  });

  it('refuses http/ imported from a capability', async () => {
    expect(
      await boundaryErrors('apps/server/src/uploads/tus.ts', "import * as app from '../http/app.ts';"),
    ).toEqual([expect.stringContaining('http-above-capabilities')]);
  });

  it('refuses one screen imported from another, and lets a screen use components/', async () => {
    expect(
      await boundaryErrors(
        'apps/web/src/screens/camera/Sample.tsx',
        "import * as home from '../home/HomeScreen.tsx';",
      ),
    ).toEqual([expect.stringContaining('screens-apart')]);
    expect(
      await boundaryErrors(
        'apps/web/src/screens/camera/Sample.tsx',
        "import * as status from '../../components/TranslationStatus.tsx';",
      ),
    ).toEqual([]);
  });
});
