// Link annotations follow their words. The text under a link (a contents entry, a citation, a URL)
// is marked with the link's number; that text travels as a tagged run, and where its translation
// is drawn becomes the link's area (one quadrilateral per line). Links over text that stays are
// left alone.

import { PDFArray, PDFDict, PDFName, PDFNumber, type PDFPage } from 'pdf-lib';
import { readerBox, userBox, type Frame } from '../../layout/frame.ts';
import type { PageBox } from '../../layout/room.ts';

export interface PageLink {
  /** Where the link is, in the reader's frame. */
  box: PageBox;
  annotation: PDFDict;
  /** The link on the line above this one goes on from (a URL wrapped under two annotations): its text is one run. */
  continues?: number;
}

export function readLinks(page: PDFPage, frame: Frame): PageLink[] {
  const annotations = page.node.Annots()?.asArray() ?? [];
  const links: PageLink[] = annotations.flatMap((entry) => {
    const annotation = page.doc.context.lookup(entry);
    if (!(annotation instanceof PDFDict)) return [];
    if (annotation.lookupMaybe(PDFName.of('Subtype'), PDFName) !== PDFName.of('Link')) return [];
    const rect = annotation.lookupMaybe(PDFName.of('Rect'), PDFArray)?.asArray();
    const [x0, y0, x1, y1] = (rect ?? []).map((value) =>
      value instanceof PDFNumber ? value.asNumber() : NaN,
    );
    if (![x0, y0, x1, y1].every((value) => Number.isFinite(value))) return [];
    return [{ box: readerBox(frame, { x0: x0!, y0: y0!, x1: x1!, y1: y1! }), annotation }];
  });
  links.forEach((link, index) => {
    const above = links.findIndex((other, at) => at !== index && wrapsOnto(other, link));
    if (above >= 0) link.continues = links[above]?.continues ?? above;
  });
  return links;
}

/** Two annotations to one target, the second starting left on the next line: one wrapped link. */
function wrapsOnto(above: PageLink, below: PageLink): boolean {
  const height = above.box.y1 - above.box.y0;
  const gap = above.box.y0 - below.box.y1;
  return (
    target(above.annotation) !== undefined &&
    target(above.annotation) === target(below.annotation) &&
    below.box.x0 < above.box.x0 &&
    gap > -0.5 * height &&
    gap < height
  );
}

function target(annotation: PDFDict): string | undefined {
  const action = annotation.lookupMaybe(PDFName.of('A'), PDFDict);
  const found =
    action?.get(PDFName.of('URI')) ?? action?.get(PDFName.of('D')) ?? annotation.get(PDFName.of('Dest'));
  return found?.toString();
}

/** Text on this baseline sits inside the link's height. */
function onRow(box: PageBox, baseline: number, size: number): boolean {
  return baseline >= box.y0 - 0.1 * size && baseline <= box.y1 - 0.3 * size;
}

/** The link a piece of text at this baseline, from x0 to x1, lies under (most of its width). */
export function linkAt(
  links: PageLink[],
  x0: number,
  x1: number,
  baseline: number,
  size: number,
): number | undefined {
  const index = links.findIndex(
    ({ box }) => onRow(box, baseline, size) && Math.min(x1, box.x1) - Math.max(x0, box.x0) > 0.5 * (x1 - x0),
  );
  return index >= 0 ? (links[index]?.continues ?? index) : undefined;
}

/** Points inside a stretch of text where a link starts or ends. */
export function linkEdges(
  links: PageLink[],
  x0: number,
  x1: number,
  baseline: number,
  size: number,
): number[] {
  return links
    .filter(({ box }) => onRow(box, baseline, size))
    .flatMap(({ box }) => [box.x0, box.x1])
    .filter((x) => x > x0 + 0.2 * size && x < x1 - 0.2 * size);
}

/**
 * Moves each link whose text was drawn again onto the boxes it was drawn in (reader's frame):
 * the rectangle around them all, and a quadrilateral per line for viewers that read QuadPoints.
 */
export function moveLinks(links: PageLink[], drawn: Map<number, PageBox[]>, frame: Frame): void {
  for (const [index, boxes] of drawn)
    for (const link of links.filter((other, at) => at === index || other.continues === index))
      moveLink(link, boxes, frame);
}

function moveLink(link: PageLink, boxes: PageBox[], frame: Frame): void {
  if (boxes.length === 0) return;
  const lines: PageBox[] = [];
  for (const box of boxes) {
    const line = lines.find((other) => Math.min(other.y1, box.y1) - Math.max(other.y0, box.y0) > 0);
    if (line) Object.assign(line, union([line, box]));
    else lines.push({ ...box });
  }
  const user = lines.map((box) => userBox(frame, box));
  const all = union(user);
  const context = link.annotation.context;
  link.annotation.set(PDFName.of('Rect'), context.obj([all.x0, all.y0, all.x1, all.y1]));
  link.annotation.set(
    PDFName.of('QuadPoints'),
    context.obj(user.flatMap((box) => [box.x0, box.y1, box.x1, box.y1, box.x0, box.y0, box.x1, box.y0])),
  );
}

function union(boxes: PageBox[]): PageBox {
  return {
    x0: Math.min(...boxes.map((box) => box.x0)),
    y0: Math.min(...boxes.map((box) => box.y0)),
    x1: Math.max(...boxes.map((box) => box.x1)),
    y1: Math.max(...boxes.map((box) => box.y1)),
  };
}
