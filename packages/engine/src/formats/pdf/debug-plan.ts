// The PDF engine's plan at each stage as plain data for `tolk translate --debug-dir`: the lines read
// from each page, the blocks and their kinds, the segments sent and returned, and the layout drawn.

import type { TextBlock } from '../../layout/blocks.ts';
import type { TextLine, TextStyle } from '../../layout/lines.ts';
import type { PagePlan } from './plan.ts';
import type { SizedBlock } from './placement.ts';

const round = (value: number) => Math.round(value * 10) / 10;

function style(style: TextStyle): string {
  const flags = [
    style.bold && 'bold',
    style.italic && 'italic',
    style.mono ? 'mono' : style.serif ? 'serif' : 'sans',
    style.smallcaps && 'smallcaps',
    style.light && 'light',
    style.family,
    style.colour.some((value) => value > 0.01) && `rgb(${style.colour.map(round).join(',')})`,
    style.link !== undefined && `link ${style.link}`,
  ];
  return flags.filter(Boolean).join(' ');
}

function line(entry: TextLine) {
  return {
    text: entry.text,
    x: round(entry.x),
    right: round(entry.right),
    baseline: round(entry.baseline),
    size: round(entry.size),
    style: style(entry.style),
    ...(entry.toc ? { toc: true } : {}),
    runs: entry.runs.map((run) => ({
      text: run.text,
      x: round(run.x),
      size: round(run.size),
      style: style(run),
    })),
  };
}

function block(entry: TextBlock) {
  return {
    kind: entry.kind,
    text: entry.text,
    box: [entry.x, entry.y, entry.width, entry.height].map(round),
    size: round(entry.size),
    lineHeight: round(entry.lineHeight),
    align: entry.align,
    style: style(entry.style),
    lines: entry.lines.length,
  };
}

export const linesPlan = (plans: PagePlan[]) =>
  plans.map((plan, index) => ({ page: index + 1, ocr: plan.ocr, lines: plan.lines.map(line) }));

export const blocksPlan = (plans: PagePlan[]) =>
  plans.map((plan, index) => ({ page: index + 1, blocks: plan.blocks.map((entry) => block(entry.block)) }));

export function segmentsPlan(segments: string[], translations: string[]) {
  return segments.map((segment, index) => ({ segment, translation: translations[index] }));
}

export const layoutPlan = (sized: SizedBlock[][], scaleOf: (block: TextBlock) => number) =>
  sized.map((page, index) => ({
    page: index + 1,
    blocks: page.map((entry) => ({
      text: entry.item.block.text.slice(0, 80),
      kind: entry.item.block.kind,
      needed: round(entry.needed * 100) / 100,
      scale: round(scaleOf(entry.item.block) * 100) / 100,
      room: [entry.room.left, entry.room.bottom, entry.room.right].map(round),
      lines: entry.layout?.lines.map((pieces) => pieces.map((piece) => piece.text).join('')),
    })),
  }));
