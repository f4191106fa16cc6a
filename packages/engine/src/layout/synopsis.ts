// A command's synopsis as manual pages set it (`tar -c [-f ARCHIVE] [OPTIONS] [FILE...]`): a
// command name, then only options, bracketed or braced groups and capitalised placeholders. It is
// code in a text font, kept as it is: its placeholders are names, not words to translate.

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
  for (let before = ''; before !== rest; ) {
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
