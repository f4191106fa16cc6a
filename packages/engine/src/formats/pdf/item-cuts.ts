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
export function characterStarts(item: { x: number; width: number }, characters: string[]): number[] {
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
 * blue link inside a black sentence). Cut the item where such a show begins, so each part takes
 * its own show's colour.
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
  const changes: number[] = [];
  let colour = matchShow(item, shows)?.colour.join();
  for (const show of inside) {
    if (show.colour.join() === colour) continue;
    colour = show.colour.join();
    changes.push(show.x);
  }
  return cutAt(item, changes);
}

/** Cut where a link starts or ends inside the item (`see Section 2` with only `Section 2` linked). */
export function splitAtLinks(item: PositionedItem, links: PageLink[]): PositionedItem[] {
  return cutAt(item, linkEdges(links, item.x, item.x + item.width, item.y, item.size));
}

/**
 * The item cut at the character boundaries nearest the given positions: between words or at a
 * bracket or apostrophe (`numerical[3]`, `parser’s`), never inside a word.
 */
function cutAt(item: PositionedItem, positions: number[]): PositionedItem[] {
  if (positions.length === 0) return [item];
  const characters = Array.from(item.text);
  const starts = characterStarts(item, characters);
  const wordCharacter = (character: string | undefined) => /[\p{L}\p{N}]/u.test(character ?? '');
  const boundaries = starts
    .map((x, index) => ({ x, index }))
    .filter(({ index }) => !(wordCharacter(characters[index - 1]) && wordCharacter(characters[index])));
  // Each cut, and where the part after it starts: the position itself when the cut is the
  // boundary nearest it (a show's own origin beats an estimate), else the estimate.
  const at = new Map<number, number>();
  for (const position of positions) {
    const distance = (boundary: { x: number }) => Math.abs(boundary.x - position);
    const sorted = boundaries.sort((a, b) => distance(a) - distance(b));
    const nearest = sorted[0];
    // Within an em and a half: positions are estimated from letter classes, and TeX spaces leader
    // dots wide. Of boundaries about as near, the one after a space: the space stays with the text before.
    if (!nearest || distance(nearest) >= 1.5 * item.size) continue;
    const afterSpace = sorted.find(
      (boundary) =>
        distance(boundary) <= distance(nearest) + 0.6 * item.size &&
        /\s/u.test(characters[boundary.index - 1] ?? ''),
    );
    const cut = afterSpace ?? nearest;
    if (cut.index > 0 && cut.index < characters.length) at.set(cut.index, cut === nearest ? position : cut.x);
  }
  const cuts = [...at.keys()].sort((a, b) => a - b);
  const startOf = (index: number) => (index === 0 ? item.x : (at.get(index) ?? starts[index] ?? item.x));
  return [0, ...cuts].map((start, index) => {
    const end = cuts[index] ?? characters.length;
    const x = startOf(start);
    const right = end === characters.length ? item.x + item.width : startOf(end);
    return { ...item, text: characters.slice(start, end).join(''), x, width: right - x };
  });
}
