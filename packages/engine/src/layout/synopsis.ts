// Code a manual page sets in its text fonts, kept as it is: a command's synopsis
// (`tar -c [-f ARCHIVE] [OPTIONS] [FILE...]`: a command name, then only options, bracketed or braced
// groups and capitalised placeholders, which are names, not words to translate), command lines
// (`$ cd /source-dir`, `-or -exec test -d '{}/.git' \; \`), and the values a table lists beside
// their descriptions (`search  Navigate the directory tree verbosely.`).

import type { TextLine } from './lines.ts';

const GROUP = /\[[^[\]]*\]|\{[^{}]*\}|<[^<>]*>/gu;
/** What is left between groups: an option, a placeholder, an ellipsis, a bar, or groups side by side. */
const TOKEN = /^(?:--?\w[\w=,.-]*|[A-Z][A-Z0-9_-]*|G+)(?:\.\.\.|…)?$|^(?:\.\.\.|…|\|)$/u;

export function isSynopsis(line: TextLine): boolean {
  const match = /^[a-z][\w.+-]*(?=[\s[{<])/u.exec(line.text.trim());
  if (!match) return false;
  let rest = line.text.trim().slice(match[0].length);
  let groups = 0;
  // Innermost groups first: [-f ARCHIVE] inside [--file [-f ARCHIVE]].
  for (let before = ''; before !== rest;) {
    before = rest;
    rest = rest.replace(GROUP, () => {
      groups++;
      return 'G';
    });
  }
  const tokens = rest.split(/\s+/u).filter((token) => token !== '');
  const options = tokens.filter((token) => token.startsWith('-')).length;
  return tokens.length >= 2 && groups + options > 0 && tokens.every((token) => TOKEN.test(token));
}

/** A word of a shell command rather than of prose: an option, a path, a quoted or escaped piece, an operator. */
const SHELL_TOKEN = /^(?:--?\w[\w=.,+-]*|\S*[/{}\\*;|&<>$]\S*|'\S*'|"\S*"|\\?[()]|\.)$/u;

/**
 * A command line: after a shell prompt, made only of options (a manual page's
 * `--pax-option=keyword[[:]=value]...`, whose placeholders are names), or made mostly of options,
 * paths and shell syntax.
 */
export function isCommandLine(line: TextLine): boolean {
  const text = line.text.trim();
  if (/^[$#]\s+\S/u.test(text)) return true;
  // A dot leader to a page number (a change history's entry) is no shell syntax.
  const tokens = text.replace(LEADER, '').split(/\s+/u);
  if (tokens.every((token) => /^--?\w/u.test(token))) return true;
  const shell = tokens.filter((token) => SHELL_TOKEN.test(token)).length;
  return tokens.length >= 3 && shell >= 0.6 * tokens.length;
}

const LEADER = /(?:\s\.){3,}\s*\w*$/u;

/** A value a program takes: one lower-case token (`exec`, `search`, `v7`). */
const IDENTIFIER = /^[a-z][a-z0-9_-]*$/u;

/**
 * The left cells of a table of values: a lower-case token beside a description that starts with a
 * capital, on two rows or more at one left edge. A glossary's terms are capitalised or several words.
 */
export function valueTerms(lines: TextLine[], rowOf: (line: TextLine) => TextLine[]): Set<TextLine> {
  const terms = lines.filter((line) => {
    if (!IDENTIFIER.test(line.text.trim())) return false;
    const description = rowOf(line).find((cell) => cell.x >= line.right);
    return description !== undefined && /^\p{Lu}/u.test(description.text.trim());
  });
  return new Set(
    terms.filter((term) =>
      terms.some((other) => other !== term && Math.abs(other.x - term.x) < 0.5 * term.size),
    ),
  );
}
