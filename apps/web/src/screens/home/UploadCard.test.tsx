// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { DEFAULT_PREFERENCES, MESSAGES, type Analysis } from '@tolk/contract';
import { queryKeys } from '../../api/queryClient';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { UploadCard } from './UploadCard';
import type { UploadItem } from './uploadStore';
import { LOCAL_ONLY_HEALTH } from '../../testing/fixtures';

afterEach(cleanup);

const analysis: Analysis = {
  uploadId: 'u1',
  fileName: 'report.pdf',
  format: 'pdf',
  isImage: false,
  pages: 7,
  characters: 12000,
  words: 2000,
  detectedLanguage: 'en',
  needsOcr: true,
  quota: {
    allowed: false,
    pagesLeft: 5,
    imageTranslationsLeft: 10,
    message: 'Not enough pages left this month',
  },
};

function item(overrides: Partial<UploadItem>): UploadItem {
  return {
    key: 'k1',
    file: new File(['x'.repeat(2048)], 'report.docx'),
    guessedFormat: 'docx',
    imageUrl: null,
    phase: 'uploading',
    uploadPercent: 0,
    uploadId: null,
    uploadFailure: null,
    analysis: null,
    analysisError: null,
    translationId: null,
    translateError: null,
    submitting: false,
    ...overrides,
  };
}

const health = LOCAL_ONLY_HEALTH;

const render = (value: UploadItem) =>
  renderWithProviders(<UploadCard item={value} preferences={DEFAULT_PREFERENCES} />, {
    seed: (client) => client.setQueryData(queryKeys.health, health),
  });

describe('<UploadCard />', () => {
  it('shows the upload percent and offers to cancel', async () => {
    await render(item({ uploadPercent: 37 }));
    const card = screen.getByRole('article', { name: 'report.docx' });
    expect(within(card).getByText('Uploading… 37%')).toBeTruthy();
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('37');
    expect(within(card).getByRole('button', { name: 'Cancel the upload of report.docx' })).toBeTruthy();
  });

  it("shows the server's refusal word for word, with a retry when waiting can help", async () => {
    const uploadFailure = {
      kind: 'too-many-uploads',
      serverMessage: MESSAGES.tooManyConcurrentUploads,
      retryable: true,
      upgradeHelps: false,
    } as const;
    await render(item({ phase: 'upload-failed', uploadFailure }));
    const error = screen.getByTestId('upload-error');
    expect(error.textContent).toContain(MESSAGES.tooManyConcurrentUploads);
    expect(within(error).queryByRole('link')).toBeNull();
  });

  it('sends a full storage to the plans, without a pointless retry', async () => {
    const uploadFailure = {
      kind: 'storage-full',
      serverMessage: null,
      retryable: false,
      upgradeHelps: true,
    } as const;
    await render(item({ phase: 'upload-failed', uploadFailure }));
    const error = screen.getByTestId('upload-error');
    expect(error.textContent).toContain('Your storage is full');
    expect(within(error).getByRole('link', { name: 'See premium plans' }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(within(error).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows the analysis, the OCR note and a clear quota refusal with the way to premium', async () => {
    // No page left: not even the first pages of the PDF can be offered instead.
    const none = { ...analysis, quota: { ...analysis.quota, pagesLeft: 0 } };
    await render(item({ phase: 'ready', uploadId: 'u1', analysis: none, uploadPercent: 100 }));
    const summary = screen.getByTestId('analysis');
    expect(summary.textContent).toContain('7');
    expect(summary.textContent).toContain('2,000 (12,000 characters)');
    expect(summary.textContent).toContain('English');
    expect(summary.textContent).toContain('Text will be read with OCR');
    const refused = screen.getByTestId('quota-refused');
    expect(refused.textContent).toContain('Not enough pages left this month');
    expect(within(refused).getByRole('link').getAttribute('href')).toBe('/pricing');
    expect((screen.getByTestId('translate-button') as HTMLButtonElement).disabled).toBe(true);
    // The server's content check wins over the name: the card says PDF.
    expect(screen.getByRole('article').textContent).toContain('PDF');
  });

  it('offers the plans when translateDocument refuses for lack of quota', async () => {
    const analysisAllowed = { ...analysis, quota: { ...analysis.quota, allowed: true, message: null } };
    const message = 'Monthly page limit reached';
    const ready = { phase: 'ready', uploadId: 'u1', analysis: analysisAllowed, uploadPercent: 100 } as const;
    await render(item({ ...ready, translateError: { message, upgradeHelps: true } }));
    const error = screen.getByTestId('translate-error');
    expect(error.textContent).toContain(message);
    expect(within(error).getByRole('link', { name: 'See premium plans' }).getAttribute('href')).toBe(
      '/pricing',
    );
    cleanup();
    await render(item({ ...ready, translateError: { message: 'The server failed', upgradeHelps: false } }));
    expect(within(screen.getByTestId('translate-error')).queryByRole('link')).toBeNull();
  });
});
