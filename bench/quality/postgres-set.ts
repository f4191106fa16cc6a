// The English→Spanish test set of the quality bench: the full sentences of PostgreSQL's own Spanish
// gettext catalogues, as Debian installs them. Why these: no FLORES, WMT or similar set is in any
// npm or Debian package this project can reach, and these are real translations (msgid → msgstr,
// exactly aligned) under the PostgreSQL Licence, a permissive one. They are technical help texts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readMoCatalogue } from './gettext-mo.ts';

export const CATALOGUE_DIR = '/usr/share/locale/es/LC_MESSAGES';
/** PostgreSQL 15's catalogues (postgres-15.mo, psql-15.mo, pg_dump-15.mo, …). */
const POSTGRES_CATALOGUE = /^(postgres|psql|pg_[a-z_]+|initdb|pgscripts|plpgsql|libpq5)-\d+\.mo$/;

export interface SentencePair {
  source: string;
  reference: string;
}

/** A full sentence: six words or more, a capital first, a full stop, question or exclamation mark
 * last; no printf placeholder or line break, which a translator treats as markup, not words. */
export function isFullSentence(text: string): boolean {
  return (
    text.split(/\s+/).filter(Boolean).length >= 6 &&
    /^\p{Lu}/u.test(text) &&
    /[.!?]$/.test(text) &&
    !text.includes('%') &&
    !text.includes('\n')
  );
}

/** Sentence pairs of every PostgreSQL catalogue in `dir`, each English sentence once, sorted. */
export function postgresSentencePairs(dir = CATALOGUE_DIR): { pairs: SentencePair[]; files: string[] } {
  const files = readdirSync(dir)
    .filter((name) => POSTGRES_CATALOGUE.test(name))
    .sort();
  const bySource = new Map<string, string>();
  for (const file of files) {
    for (const { source, translation } of readMoCatalogue(readFileSync(path.join(dir, file)))) {
      if (isFullSentence(source) && isFullSentence(translation) && !bySource.has(source))
        bySource.set(source, translation);
    }
  }
  const pairs = [...bySource]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([source, reference]) => ({ source, reference }));
  return { pairs, files };
}
