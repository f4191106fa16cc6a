// Plain text: every paragraph (text between blank lines) is one segment; line breaks inside a
// paragraph travel with it. Bilingual: each paragraph followed by its translation.
import { lineEnding } from './encoding.ts';
import { textFormat, trimmed, type Piece } from './document.ts';

export function paragraphPieces(text: string): Piece[] {
  const pieces: Piece[] = [];
  // Blank-line separators (and leading/trailing space of the file) stay literal.
  for (const part of text.split(/((?:\r?\n[ \t]*){2,})/)) {
    if (part === '' || /^\s*$/.test(part)) {
      if (part) pieces.push(part);
      continue;
    }
    const [lead, body, trail] = trimmed(part);
    if (lead) pieces.push(lead);
    pieces.push({ segment: body, format: 'text', original: body, render: (translation) => translation });
    if (trail) pieces.push(trail);
  }
  return pieces;
}

export const txt = textFormat({
  id: 'txt',
  extensions: ['txt', 'text'],
  mimeType: 'text/plain',
  looksLike: () => true,
  split: paragraphPieces,
  bilingualSeparator: (text) => lineEnding(text).repeat(2),
});
