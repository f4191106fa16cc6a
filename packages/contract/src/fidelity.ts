import { z } from 'zod';

/** Passages drawn below this share of their original size are reported as shrunk. */
export const FIDELITY_SHRINK_REPORTED_BELOW = 0.8;

const pagePassagesSchema = z.object({
  /** 1-based page number. */
  page: z.number().int().min(1),
  passages: z.number().int().min(1),
});
export type PagePassages = z.infer<typeof pagePassagesSchema>;

/**
 * What a translation had to compromise to keep the document's layout. The engine returns it, the
 * server stores it with the translation, History and `tolk translate` tell the user.
 */
export const fidelityReportSchema = z.object({
  /** Passages drawn below FIDELITY_SHRINK_REPORTED_BELOW of their original size. */
  shrunk: z.array(pagePassagesSchema),
  /** Passages that did not fit even at the smallest size and were cut at the edge of their region. */
  clipped: z.array(pagePassagesSchema),
  /** Spans kept verbatim: URLs, e-mail addresses, paths, identifiers, code. */
  protectedSpans: z.number().int().min(0),
  /** Pages whose text was read by OCR. */
  ocrPages: z.array(z.number().int().min(1)),
});
export type FidelityReport = z.infer<typeof fidelityReportSchema>;

export const EMPTY_FIDELITY_REPORT: FidelityReport = {
  shrunk: [],
  clipped: [],
  protectedSpans: 0,
  ocrPages: [],
};

function pageList(pages: number[]): string {
  if (pages.length === 1) return `page ${pages[0]}`;
  return `pages ${pages.slice(0, -1).join(', ')} and ${pages[pages.length - 1]}`;
}

/** "2 passages on pages 4 and 9 were", "1 passage on page 3 was". */
function passages(entries: PagePassages[]): string {
  const count = entries.reduce((sum, entry) => sum + entry.passages, 0);
  const pages = pageList(entries.map((entry) => entry.page));
  return count === 1 ? `1 passage on ${pages} was` : `${count} passages on ${pages} were`;
}

/** The compromises in one sentence each ("2 passages on pages 4 and 9 were shrunk to fit"); none when nothing was. */
export function describeFidelity(report: FidelityReport): string[] {
  const lines: string[] = [];
  if (report.shrunk.length > 0) lines.push(`${passages(report.shrunk)} shrunk to fit`);
  if (report.clipped.length > 0) {
    const one = report.clipped.length === 1 && report.clipped[0]?.passages === 1;
    lines.push(`${passages(report.clipped)} too long for ${one ? 'its' : 'their'} place and cut short`);
  }
  if (report.ocrPages.length > 0)
    lines.push(`${pageList(report.ocrPages)} ${report.ocrPages.length === 1 ? 'was' : 'were'} read by OCR`);
  return lines.map((line) => line[0]?.toUpperCase() + line.slice(1));
}

/** The first page a report points at, for a link into the preview. */
export function firstReportedPage(report: FidelityReport): number | undefined {
  const pages = [...report.shrunk, ...report.clipped].map((entry) => entry.page);
  return pages.length > 0 ? Math.min(...pages) : report.ocrPages[0];
}
