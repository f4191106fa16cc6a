// Cutting pdf.js's text items where what they draw changes: pdf.js joins neighbouring shows of one
// font into one item, across a change of colour or a link's edge; each part gets its own.

import type { ShownText } from './content/strip-text.ts';
import type { PositionedItem } from './extract.ts';
import { linkEdges, type PageLink } from './links.ts';

/**
 * The show operation a pdf.js item came from: same baseline, starting at or just before it (or a
 * little after it: an item after a space can start where the space began).
 */
export function matchShow(item: PositionedItem, shows: ShownText[]): ShownText | undefined {
  let best: ShownText | undefined;
  let bestDistance = Infinity;
  const slack = Math.max(1, 0.6 * item.size);
  for (const show of shows) {
    if (Math.abs(show.y - item.y) > 0.3 * Math.max(item.size, 1)) continue;
    const dx = item.x - show.x;
    const distance = dx >= -slack ? Math.abs(dx) : 1000 - dx;
    if (distance < bestDistance) {
      best = show;
      bestDistance = distance;
    }
  }
  return best;
}

/** Rough advance of a character in ems, for finding where in an item a character sits. */
function advance(character: string): number {
  if (character === ' ') return 0.33;
  if (/[iljtfr.,;:'!|]/u.test(character)) return 0.3;
  if (/[mwMW]/u.test(character)) return 0.85;
  if (/\p{Lu}/u.test(character)) return 0.7;
  return 0.5;
}

/** Where each character of the item starts, estimated from letter classes, and where the last ends. */
export function characterStarts(item: PositionedItem, characters: string[]): number[] {
  const total = characters.reduce((sum, character) => sum + advance(character), 0);
  const starts: number[] = [];
  let reached = 0;
  for (const character of characters) {
    starts.push(item.x + (reached / Math.max(total, 1e-6)) * item.width);
    reached += advance(character);
  }
  starts.push(item.x + item.width);
  return starts;
}

/**
 * pdf.js joins neighbouring shows of one font into one item, even when they differ in colour (a
 * blue link inside a black sentence). Cut the item where such a show begins, at the word boundary
 * nearest to where it starts, so each part takes its own show's colour.
 */
export function splitAtColourChanges(item: PositionedItem, shows: ShownText[]): PositionedItem[] {
  const inside = shows
    .filter(
      (show) =>
        !show.continued &&
        Math.abs(show.y - item.y) < 0.3 * Math.max(item.size, 1) &&
        show.x > item.x + 1 &&
        show.x < item.x + item.width - 1,
    )
    .sort((a, b) => a.x - b.x);
  const parts: PositionedItem[] = [];
  let colour = matchShow(item, shows)?.colour.join();
  let start = 0;
  for (const show of inside) {
    if (show.colour.join() === colour) continue;
    colour = show.colour.join();
    const estimate = Math.round(((show.x - item.x) / item.width) * item.text.length);
    const cut = [0, -1, 1, -2, 2, -3, 3]
      .map((shift) => estimate + shift)
      .find((at) => at > start && at < item.text.length && /\s/u.test(item.text[at - 1] ?? ''));
    if (cut === undefined) continue;
    parts.push(partOf(item, start, cut));
    start = cut;
  }
  if (start === 0) return [item];
  parts.push(partOf(item, start, item.text.length));
  return parts;
}

function partOf(item: PositionedItem, start: number, end: number): PositionedItem {
  const perCharacter = item.width / Math.max(1, item.text.length);
  return {
    ...item,
    text: item.text.slice(start, end),
    x: item.x + start * perCharacter,
    width: (end - start) * perCharacter,
  };
}

/** Cut where a link starts or ends inside the item (`see Section 2` with only `Section 2` linked). */
export function splitAtLinks(item: PositionedItem, links: PageLink[]): PositionedItem[] {
  const edges = linkEdges(links, item.x, item.x + item.width, item.y, item.size);
  if (edges.length === 0) return [item];
  const characters = Array.from(item.text);
  const starts = characterStarts(item, characters);
  // Only between words or at a bracket (`numerical[3]`): never inside a word.
  const wordCharacter = (character: string | undefined) => /[\p{L}\p{N}]/u.test(character ?? '');
  const boundaries = starts
    .map((x, index) => ({ x, index }))
    .filter(({ index }) => !(wordCharacter(characters[index - 1]) && wordCharacter(characters[index])));
  const cuts = [
    ...new Set(
      edges.flatMap((edge) => {
        const nearest = boundaries.sort((a, b) => Math.abs(a.x - edge) - Math.abs(b.x - edge))[0];
        // Within an em and a half: positions are estimated from letter classes, and TeX spaces leader dots wide.
        return nearest && Math.abs(nearest.x - edge) < 1.5 * item.size ? [nearest.index] : [];
      }),
    ),
  ]
    .filter((cut) => cut > 0 && cut < characters.length)
    .sort((a, b) => a - b);
  return [0, ...cuts].map((start, index) => {
    const end = cuts[index] ?? characters.length;
    const x = starts[start] ?? item.x;
    return { ...item, text: characters.slice(start, end).join(''), x, width: (starts[end] ?? x) - x };
  });
}
