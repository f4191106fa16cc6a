import { describe, expect, it } from 'vitest';
import { analysisOf } from '../../testing/fixtures';
import { quotaWarningFor } from './quotaWarnings';

const analysis = analysisOf;

describe('quota warnings', () => {
  it('stays quiet while plenty is left', () => {
    expect(quotaWarningFor(analysis({ pages: 2, quota: { pagesLeft: 5 } }))).toBeNull();
    expect(
      quotaWarningFor(analysis({ isImage: true, format: 'png', quota: { imageTranslationsLeft: 4 } })),
    ).toBeNull();
  });

  it('warns when the document leaves at most one page this month', () => {
    expect(quotaWarningFor(analysis({ pages: 2, quota: { pagesLeft: 3 } }))).toEqual({
      kind: 'low-pages',
      left: 1,
    });
    expect(quotaWarningFor(analysis({ pages: 3, quota: { pagesLeft: 3 } }))).toEqual({
      kind: 'low-pages',
      left: 0,
    });
  });

  it('counts an image against image translations, not pages', () => {
    const image = analysis({
      isImage: true,
      format: 'png',
      pages: 1,
      quota: { pagesLeft: 0, imageTranslationsLeft: 3 },
    });
    expect(quotaWarningFor(image)).toEqual({ kind: 'low-images', left: 2 });
  });

  it("passes on the server's refusal with its message", () => {
    const refused = analysis({
      pages: 9,
      quota: { allowed: false, pagesLeft: 5, message: 'Monthly page limit reached' },
    });
    expect(quotaWarningFor(refused)).toEqual({ kind: 'refused', message: 'Monthly page limit reached' });
  });

  it('leaves a PDF longer than the pages left to the page choice, which offers its first pages', () => {
    const long = analysis({
      format: 'pdf',
      pages: 17,
      quota: { allowed: false, pagesLeft: 5, message: 'No' },
    });
    expect(quotaWarningFor(long)).toBeNull();
    expect(quotaWarningFor({ ...long, quota: { ...long.quota, pagesLeft: 0 } })).toEqual({
      kind: 'refused',
      message: 'No',
    });
  });
});
