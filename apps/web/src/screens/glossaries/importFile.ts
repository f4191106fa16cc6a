import { GLOSSARY_LIMITS } from '@tolk/contract';
import { i18n } from '../../app/i18n/translator';
import { errorMessage } from '../../api/errors';

export const GLOSSARY_FILE_ACCEPT = '.csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain';

/** Why an import was refused, as the screen shows it: a sentence and the file's bad lines. */
export interface ImportRefusal {
  message: string;
  lines: { line: string; problem: string }[];
}

/** A file too large to send is refused here: the server would only refuse it after the upload. */
export class FileTooLargeError extends Error {}

/** The file's text, for importGlossary's `content`. */
export async function readGlossaryFile(file: File): Promise<string> {
  if (file.size > GLOSSARY_LIMITS.fileBytes * 4) throw new FileTooLargeError();
  const text = await file.text();
  if (text.length > GLOSSARY_LIMITS.fileBytes) throw new FileTooLargeError();
  return text;
}

const isIssue = (value: unknown): value is { path: string; message: string; code: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { path?: unknown }).path === 'string' &&
  typeof (value as { message?: unknown }).message === 'string';

/** "line 12" as the server names a line, in the UI language; any other path as it is. */
function lineLabel(path: string): string {
  const line = /^line (\d+)$/.exec(path)?.[1];
  return line ? i18n.t('glossaries.import.line', { line: Number(line) }) : path;
}

/** The problem's words in the UI language when the app knows its code, else the server's. */
function problemText(issue: { message: string; code: string }): string {
  const key = `glossaries.import.problems.${issue.code}`;
  return i18n.exists(key) ? i18n.t(key) : issue.message;
}

export function importRefusal(error: unknown): ImportRefusal {
  if (error instanceof FileTooLargeError)
    return {
      message: i18n.t('glossaries.import.tooLarge', { megabytes: GLOSSARY_LIMITS.fileBytes / 1024 / 1024 }),
      lines: [],
    };
  const details = (error as { details?: { issues?: unknown } } | null)?.details;
  const issues = Array.isArray(details?.issues) ? details.issues.filter(isIssue) : [];
  return {
    message: errorMessage(error, i18n.t('glossaries.import.failed')),
    lines: issues.map((issue) => ({ line: lineLabel(issue.path), problem: problemText(issue) })),
  };
}
