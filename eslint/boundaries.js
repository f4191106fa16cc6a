// Which module may import which (issue 33): arrows point down. Each rule names the files it
// guards and the imports they may not make, resolved to a path from the repository's root, so a
// relative import is judged by where it lands, not by how it is spelled. `grandfathered` lists the
// imports there were when the rule came; the list only shrinks.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Where an import lands, from the repository root; undefined for a package import. */
function landing(fromFile, source) {
  if (!source.startsWith('.')) return undefined;
  return path
    .relative(ROOT, path.resolve(path.dirname(fromFile), source))
    .split(path.sep)
    .join('/');
}

const SERVER = 'apps/server/src/';
const SCREENS = 'apps/web/src/screens/';
const screenOf = (file) => (file.startsWith(SCREENS) ? file.slice(SCREENS.length).split('/')[0] : undefined);
const isTest = (file) => /\.test\.tsx?$/.test(file) || file.includes('/testing/');

export const RULES = [
  {
    name: 'http-above-capabilities',
    message: 'A capability never imports from http/: what both need lives below both.',
    // main.ts and index.ts compose the server: the only files above http/.
    applies: (file) =>
      file.startsWith(SERVER) &&
      !file.startsWith(`${SERVER}http/`) &&
      ![`${SERVER}main.ts`, `${SERVER}index.ts`].includes(file) &&
      !isTest(file),
    forbids: (target) => target.startsWith(`${SERVER}http/`),
  },
  {
    name: 'tables-behind-repositories',
    message: 'Only a repository (repo.ts) reads or writes a table: call its functions instead.',
    // better-auth's Drizzle adapter is given the whole schema: auth/auth.ts is its tables' repository.
    applies: (file) =>
      file.startsWith(SERVER) &&
      !/[/-]repo\.ts$/.test(file) &&
      !file.startsWith(`${SERVER}db/`) &&
      file !== `${SERVER}auth/auth.ts` &&
      !isTest(file),
    forbids: (target, typeOnly) =>
      !typeOnly && (target === `${SERVER}db/schema.ts` || target.startsWith(`${SERVER}db/schema/`)),
  },
  {
    name: 'screens-apart',
    message:
      'A screen never imports from another screen: shared UI goes to components/, shared logic to lib/.',
    applies: (file) => screenOf(file) !== undefined && !isTest(file),
    forbids: (target, _typeOnly, file) =>
      screenOf(target) !== undefined && screenOf(target) !== screenOf(file),
  },
];

/** Imports there were when the rules came, as "rule file -> target"; drained, never added to. */
export const GRANDFATHERED = new Set([
  // A read model over pg-boss's job table and translations: the queue's, not one table's.
  'tables-behind-repositories apps/server/src/translations/queue-position.ts -> apps/server/src/db/schema.ts',
]);

export const boundaries = {
  rules: {
    boundaries: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = path.relative(ROOT, context.filename).split(path.sep).join('/');
        const rules = RULES.filter((rule) => rule.applies(file));
        if (rules.length === 0) return {};
        const check = (node, typeOnly) => {
          const target = landing(context.filename, node.source.value);
          if (!target) return;
          const base = target.replace(/\.(ts|tsx|js)$/, '');
          for (const rule of rules) {
            const hit = [target, `${base}.ts`, `${base}.tsx`].some((t) => rule.forbids(t, typeOnly, file));
            if (hit && !GRANDFATHERED.has(`${rule.name} ${file} -> ${target}`))
              context.report({ node, message: `${rule.message} (${rule.name}: ${target})` });
          }
        };
        return {
          ImportDeclaration: (node) => check(node, node.importKind === 'type'),
          ExportNamedDeclaration: (node) => node.source && check(node, node.exportKind === 'type'),
          ExportAllDeclaration: (node) => check(node, node.exportKind === 'type'),
        };
      },
    },
  },
};
