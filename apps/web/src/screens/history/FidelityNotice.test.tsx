// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describeFidelity, type FidelityReport, type Translation } from '@tolk/contract';
import { i18n } from '../../app/i18n/translator';
import { useLocation } from 'react-router';
import { FidelitySummary } from '../../components/fidelity/FidelitySummary';
import { fidelityLines } from '../../components/fidelity/fidelityLines';
import { pageWindow } from '../../components/preview/pageWindow';
import { cameraTranslation } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { FidelityNotice } from './FidelityNotice';
import { useDialogFocus } from '../../components/useDialogFocus';
import { usePreview } from './usePreview';

const report = (overrides: Partial<FidelityReport> = {}): FidelityReport => ({
  shrunk: [],
  clipped: [],
  protectedSpans: 0,
  ocrPages: [],
  ...overrides,
});

const manual = (overrides: Partial<Translation> = {}) =>
  cameraTranslation({
    id: 't-manual',
    fileName: 'Manual.pdf',
    fileNameLower: 'manual.pdf',
    format: 'pdf',
    isImage: false,
    pages: 12,
    origin: 'upload',
    inHistory: true,
    fidelity: report({
      shrunk: [
        { page: 4, passages: 1 },
        { page: 9, passages: 1 },
      ],
      protectedSpans: 12,
    }),
    ...overrides,
  });

/** History's part: the notice under a row, and the preview it opens (which document, which page). */
function Harness({ translation }: { translation: Translation }) {
  const { preview, previewItem } = usePreview([translation], useDialogFocus());
  const { search } = useLocation();
  return (
    <>
      <FidelityNotice translation={translation} />
      <output data-testid="opened">
        {previewItem ? `${previewItem.fileName} at page ${preview?.page ?? '-'}` : 'closed'}
      </output>
      <output data-testid="address">{search}</output>
    </>
  );
}

afterEach(cleanup);

describe('<FidelityNotice />', () => {
  it('says what was shrunk, without the kept spans, and links to the first such page in the preview', async () => {
    await renderWithProviders(<Harness translation={manual()} />, { path: '/history/f1?q=man' });
    const notice = screen.getByTestId('fidelity-notice');
    expect(notice.textContent).toContain('2 passages on pages 4 and 9 were shrunk to fit');
    expect(notice.textContent).not.toMatch(/12|kept|address/i);
    const link = screen.getByRole('link', { name: 'Show page 4 of Manual.pdf in the preview' });
    expect(link.textContent).toBe('Show page 4');
    const target = new URL(link.getAttribute('href') ?? '', 'http://app.test');
    expect(target.pathname).toBe('/history/f1');
    expect(Object.fromEntries(target.searchParams)).toEqual({ q: 'man', preview: 't-manual', page: '4' });

    expect(screen.getByTestId('opened').textContent).toBe('closed');
    fireEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('opened').textContent).toBe('Manual.pdf at page 4'));
    // The request leaves the address once the preview is open; the filter stays.
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?q=man'));
  });

  it('reports cut passages and OCR pages too, linking to the first passage’s page', async () => {
    const translation = manual({
      fidelity: report({ clipped: [{ page: 7, passages: 1 }], ocrPages: [2, 3] }),
    });
    await renderWithProviders(<FidelityNotice translation={translation} />);
    expect(screen.getByTestId('fidelity-notice').textContent).toContain(
      '1 passage on page 7 was too long for its place and cut short. Pages 2 and 3 were read by OCR',
    );
    expect(screen.getByRole('link').getAttribute('href')).toContain('page=7');
  });

  it('shows nothing when nothing was compromised, before it completes, or for older translations', async () => {
    for (const translation of [
      manual({ fidelity: report({ protectedSpans: 5 }) }),
      manual({ status: 'processing', fidelity: null }),
      manual({ fidelity: null }),
    ]) {
      await renderWithProviders(<FidelityNotice translation={translation} />);
      expect(screen.queryByTestId('fidelity-notice')).toBeNull();
      cleanup();
    }
  });

  it('links an OCR-only report to its first OCR page', async () => {
    await renderWithProviders(
      <FidelityNotice translation={manual({ fidelity: report({ ocrPages: [3] }) })} />,
    );
    expect(screen.getByTestId('fidelity-notice').textContent).toContain('Page 3 was read by OCR');
    expect(screen.getByRole('link').getAttribute('href')).toContain('page=3');
  });

  it('has no page link for formats the preview does not show by page', async () => {
    await renderWithProviders(
      <FidelityNotice translation={manual({ format: 'docx', fileName: 'Manual.docx' })} />,
    );
    expect(screen.getByTestId('fidelity-notice').textContent).toContain('shrunk to fit');
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('fidelity wording', () => {
  it('is the contract’s describeFidelity word for word in English', async () => {
    await renderWithProviders(<div />);
    const t = i18n.getFixedT('en-US');
    for (const example of [
      report({ shrunk: [{ page: 3, passages: 1 }] }),
      report({ shrunk: [{ page: 3, passages: 2 }] }),
      report({
        shrunk: [
          { page: 1, passages: 2 },
          { page: 5, passages: 1 },
          { page: 8, passages: 4 },
        ],
      }),
      report({ clipped: [{ page: 6, passages: 3 }], ocrPages: [1] }),
      report({ ocrPages: [1, 2, 4] }),
    ])
      expect(fidelityLines(t, example)).toEqual(describeFidelity(example));
  });

  it('is Spanish in the Spanish interface', async () => {
    await renderWithProviders(<div />);
    await i18n.loadLanguages('es-ES');
    const t = i18n.getFixedT('es-ES');
    expect(
      fidelityLines(
        t,
        report({
          shrunk: [
            { page: 4, passages: 1 },
            { page: 9, passages: 1 },
          ],
        }),
      ),
    ).toEqual(['2 pasajes en las páginas 4 y 9 se redujeron para que cupieran']);
  });

  it('counts the kept addresses and code spans in the preview', async () => {
    await renderWithProviders(<FidelitySummary translation={manual()} />);
    const summary = screen.getByRole('region', { name: 'What the translation kept and changed' });
    expect(summary.textContent).toContain('2 passages on pages 4 and 9 were shrunk to fit');
    expect(summary.textContent).toContain('12 addresses and code spans kept as they were');
  });
});

describe('the PDF preview’s pages', () => {
  it('starts at the first page unless the asked-for page lies beyond the first 30', () => {
    expect(pageWindow(12, 4)).toEqual({ first: 1, last: 12, target: 4 });
    expect(pageWindow(100, undefined)).toEqual({ first: 1, last: 30, target: 1 });
    expect(pageWindow(100, 45)).toEqual({ first: 44, last: 73, target: 45 });
    expect(pageWindow(100, 99)).toEqual({ first: 71, last: 100, target: 99 });
    expect(pageWindow(3, 9)).toEqual({ first: 1, last: 3, target: 3 });
  });
});
