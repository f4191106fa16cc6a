import type { FidelityReport, PagePassages } from '@tolk/contract';
import type { TFunction } from '../../app/i18n/translator';

/** "4", "4 and 9", "4, 7 and 9" in the UI's language. */
function pageList(t: TFunction, pages: number[]): string {
  const list =
    pages.length === 1
      ? String(pages[0])
      : `${pages.slice(0, -1).join(', ')} ${t('fidelity.and')} ${pages[pages.length - 1]}`;
  return t('fidelity.pages', { count: pages.length, list });
}

function passages(t: TFunction, key: 'shrunk' | 'clipped', entries: PagePassages[]): string {
  const count = entries.reduce((sum, entry) => sum + entry.passages, 0);
  const pages = pageList(
    t,
    entries.map((entry) => entry.page),
  );
  return t(`fidelity.${key}`, { count, pages });
}

/**
 * The compromises of a translation, one sentence each, in the UI's language: the contract's
 * describeFidelity word for word in English ("2 passages on pages 4 and 9 were shrunk to fit").
 * Protected spans are not a compromise and are not among them.
 */
export function fidelityLines(t: TFunction, report: FidelityReport): string[] {
  const lines: string[] = [];
  if (report.shrunk.length > 0) lines.push(passages(t, 'shrunk', report.shrunk));
  if (report.clipped.length > 0) lines.push(passages(t, 'clipped', report.clipped));
  if (report.ocrPages.length > 0)
    lines.push(t('fidelity.ocr', { count: report.ocrPages.length, pages: pageList(t, report.ocrPages) }));
  return lines.map((line) => line.charAt(0).toUpperCase() + line.slice(1));
}
