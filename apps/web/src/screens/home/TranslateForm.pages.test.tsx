// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { DEFAULT_PREFERENCES, type Analysis } from '@tolk/contract';
import { queryKeys } from '../../api/queryClient';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { TranslateForm } from './TranslateForm';
import { LOCAL_ONLY_HEALTH, analysisOf } from '../../testing/fixtures';

afterEach(cleanup);

const pdf = (pages: number, pagesLeft: number) =>
  analysisOf({
    fileName: 'long.pdf',
    format: 'pdf',
    pages,
    characters: 900 * pages,
    words: 150 * pages,
    quota: { allowed: pages <= pagesLeft, pagesLeft },
  });

async function renderForm(analysis: Analysis) {
  const onTranslate = vi.fn();
  await renderWithProviders(
    <TranslateForm
      analysis={analysis}
      preferences={{ ...DEFAULT_PREFERENCES, translationProvider: 'local' }}
      submitting={false}
      onTranslate={onTranslate}
    />,
    { seed: (client) => client.setQueryData(queryKeys.health, LOCAL_ONLY_HEALTH) },
  );
  return { onTranslate, button: screen.getByTestId('translate-button') as HTMLButtonElement };
}

const price = () => screen.getByTestId('page-price').textContent;

describe('<TranslateForm /> pages', () => {
  it('offers the first pages the quota covers when a PDF is longer, priced before Translate', async () => {
    const { onTranslate, button } = await renderForm(pdf(17, 5));
    expect((screen.getByRole('radio', { name: 'The first 5 pages' }) as HTMLInputElement).checked).toBe(true);
    expect(price()).toBe('5 pages of your 5 left');
    expect(button.disabled).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: /All 17 pages/ }));
    expect(price()).toBe('17 pages: more than the 5 you have left this month');
    expect(button.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'The first 5 pages' }));
    fireEvent.click(button);
    expect(onTranslate).toHaveBeenCalledWith(expect.objectContaining({ pageRange: { from: 1, to: 5 } }));
  });

  it('translates a chosen range, charged its pages, and refuses one outside the document', async () => {
    const { onTranslate, button } = await renderForm(pdf(17, 5));
    fireEvent.click(screen.getByRole('radio', { name: 'Choose pages' }));
    fireEvent.change(screen.getByLabelText('From page'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('To page'), { target: { value: '5' } });
    expect(price()).toBe('3 pages of your 5 left');
    fireEvent.click(button);
    expect(onTranslate).toHaveBeenCalledWith(expect.objectContaining({ pageRange: { from: 3, to: 5 } }));

    fireEvent.change(screen.getByLabelText('To page'), { target: { value: '2' } });
    expect(price()).toBe('Choose pages from 1 to 17, the first no later than the last.');
    expect(button.disabled).toBe(true);
  });

  it('sends no range for all the pages of a PDF the quota covers', async () => {
    const { onTranslate, button } = await renderForm(pdf(4, 5));
    expect((screen.getByRole('radio', { name: 'All 4 pages' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: /first/ })).toBeNull();
    expect(price()).toBe('4 pages of your 5 left');
    fireEvent.click(button);
    expect(onTranslate.mock.calls[0]?.[0]).not.toHaveProperty('pageRange');
  });
});
