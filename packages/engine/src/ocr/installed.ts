// The Tesseract language data this machine has. Data missing for one of a reading's languages makes
// Tesseract warn and go on, for all of them fail the page: a reading keeps the installed ones only,
// English when none is, so a language picked by detection can never stop a job.

import { execFile } from 'node:child_process';

let installed: Promise<Set<string>> | undefined;

function listInstalled(): Promise<Set<string>> {
  return new Promise((resolve) =>
    execFile(
      'tesseract',
      ['--list-langs'],
      { env: { PATH: '/usr/local/bin:/usr/bin:/bin' }, timeout: 10_000 },
      (error, stdout) =>
        // The first line is a heading ("List of available languages in ...").
        resolve(
          new Set(
            error
              ? []
              : stdout
                  .split('\n')
                  .slice(1)
                  .map((line) => line.trim())
                  .filter(Boolean),
          ),
        ),
    ),
  );
}

/** The given Tesseract languages ('rus+ukr') less those not installed; unchanged when the list is unknown. */
export async function installedOf(languages: string): Promise<string> {
  const have = await (installed ??= listInstalled());
  if (have.size === 0) return languages;
  const kept = languages.split('+').filter((language) => have.has(language));
  return kept.length > 0 ? kept.join('+') : 'eng';
}
