// A 20-term English→Spanish glossary of the words PostgreSQL's own Spanish translators use for its
// most frequent terms, and two names never translated: the bench's measure of glossary effect.
import { containsTerm } from '../../packages/engine/src/glossary/terms.ts';
import type { Glossary } from '../../packages/engine/src/types.ts';

const TERMS: [string, string][] = [
  ['server', 'servidor'],
  ['table', 'tabla'],
  ['tables', 'tablas'],
  ['database', 'base de datos'],
  ['file', 'archivo'],
  ['files', 'archivos'],
  ['column', 'columna'],
  ['columns', 'columnas'],
  ['transaction', 'transacción'],
  ['query', 'consulta'],
  ['index', 'índice'],
  ['planner', 'planificador'],
  ['recovery', 'recuperación'],
  ['superuser', 'superusuario'],
  ['view', 'vista'],
  ['views', 'vistas'],
  ['function', 'función'],
  ['functions', 'funciones'],
  ['memory', 'memoria'],
  ['disk', 'disco'],
];

export const BENCH_GLOSSARY: Glossary = {
  terms: TERMS.map(([source, target]) => ({ source, target, caseSensitive: false })),
  keep: ['PostgreSQL', 'VACUUM'],
};

/** Of the glossary terms' occurrences in the sources, how many translations carry the term's target. */
export function termUse(sources: readonly string[], translations: readonly string[], glossary: Glossary) {
  let occurrences = 0;
  let given = 0;
  sources.forEach((source, i) => {
    for (const term of glossary.terms) {
      if (!containsTerm(source, term.source, false)) continue;
      occurrences++;
      if (containsTerm(translations[i] ?? '', term.target, false)) given++;
    }
  });
  return { occurrences, given };
}
