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
    forbids: (target, typeOnly) => !typeOnly && isSchema(target),
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

/**
 * Which capability folder's repositories own each table: only they import it (Immich's rule, issue
 * 33), so every statement that writes a table is found in one folder. `users` has two owners, each
 * for its own columns: the profile (users/) and the quota counters (quota/).
 */
export const TABLE_OWNERS = {
  users: ['users', 'quota'],
  folders: ['history'],
  translations: ['translations'],
  files: ['files'],
  uploadSessions: ['uploads'],
  rateLimit: ['rate-limits'],
  glossaries: ['glossaries'],
  entitlements: ['premium'],
  billingEvents: ['premium'],
  shareLinks: ['sharing'],
  // better-auth's tables: its adapter writes them (auth/auth.ts).
  user: ['auth'],
  session: ['auth'],
  account: ['auth'],
  verification: ['auth'],
};

/** Tables a repository only reads, joined to its own (never written from there). */
export const JOINED_READS = {
  'apps/server/src/translations/history-repo.ts': ['users', 'files', 'folders'],
  'apps/server/src/sharing/repo.ts': ['translations'],
  'apps/server/src/users/repo.ts': ['user', 'account'],
};

const folderOf = (file) => file.slice(SERVER.length).split('/')[0];
const isSchema = (target) => target === `${SERVER}db/schema.ts` || target.startsWith(`${SERVER}db/schema/`);

/** The tables an import from the schema names that `file` may not import: another folder owns them. */
function foreignTables(file, node) {
  if (!file.startsWith(SERVER) || file.startsWith(`${SERVER}db/`) || isTest(file)) return [];
  if (node.importKind === 'type' || node.exportKind === 'type') return [];
  const named = (node.specifiers ?? []).filter(
    (spec) => spec.type === 'ImportSpecifier' && spec.importKind !== 'type',
  );
  return named
    .map((spec) => spec.imported.name)
    .filter((name) => name in TABLE_OWNERS)
    .filter((name) => !TABLE_OWNERS[name].includes(folderOf(file)))
    .filter((name) => !(JOINED_READS[file] ?? []).includes(name));
}

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
        const check = (node, typeOnly) => {
          const target = landing(context.filename, node.source.value);
          if (!target) return;
          if (isSchema(target.replace(/\.ts$/, '') + '.ts'))
            for (const table of foreignTables(file, node))
              context.report({
                node,
                message: `The table ${table} belongs to ${TABLE_OWNERS[table].join('/')}/: call its repository (one-owner-per-table).`,
              });
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
