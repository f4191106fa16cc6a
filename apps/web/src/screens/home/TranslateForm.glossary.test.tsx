// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_PREFERENCES, type Glossary } from '@tolk/contract';
import { glossaryKeys } from '../../api/glossaries';
import { queryKeys } from '../../api/queryClient';
import { glossaryFixture, LOCAL_ONLY_HEALTH, analysisOf } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { TranslateForm } from './TranslateForm';

afterEach(cleanup);

const analysis = analysisOf({ fileName: 'lease.docx' });

const glossary = (overrides: Partial<Glossary>) => glossaryFixture({ isDefault: true, ...overrides });

async function renderForm(glossaries: Glossary[]) {
  const onTranslate = vi.fn();
  await renderWithProviders(
    <TranslateForm
      analysis={analysis}
      preferences={{ ...DEFAULT_PREFERENCES, translationProvider: 'local' }}
      submitting={false}
      onTranslate={onTranslate}
    />,
    {
      seed: (client) => {
        client.setQueryData(queryKeys.health, LOCAL_ONLY_HEALTH);
        client.setQueryData(glossaryKeys.all, glossaries);
      },
    },
  );
  return onTranslate;
}

const picker = () => screen.getByRole('combobox', { name: 'Glossary' }) as HTMLInputElement;
function choose(name: string) {
  fireEvent.click(picker());
  fireEvent.click(screen.getByRole('option', { name }));
}
const translate = () => fireEvent.click(screen.getByTestId('translate-button'));

describe('<TranslateForm /> glossary', () => {
  const legal = glossary({});
  const medical = glossary({ glossaryId: 'g2', name: 'Medical', isDefault: false });
  const french = glossary({ glossaryId: 'g3', name: 'French legal', langFrom: 'fr' });

  it('starts on the pair default (named) and sends no glossaryId, so the server uses it', async () => {
    const onTranslate = await renderForm([legal, medical, french]);
    expect(picker().value).toBe('Default for this pair (Legal)');
    fireEvent.click(picker());
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Default for this pair (Legal)',
      'No glossary',
      'Legal',
      'Medical',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Default for this pair (Legal)' }));
    translate();
    expect(onTranslate.mock.calls[0]?.[0]).not.toHaveProperty('glossaryId');
  });

  it('sends glossaryId null when "No glossary" is picked, and the id of a picked glossary', async () => {
    const onTranslate = await renderForm([legal, medical]);
    choose('No glossary');
    translate();
    expect(onTranslate).toHaveBeenLastCalledWith(expect.objectContaining({ glossaryId: null, langTo: 'es' }));
    choose('Medical');
    translate();
    expect(onTranslate).toHaveBeenLastCalledWith(expect.objectContaining({ glossaryId: 'g2' }));
  });

  it('goes back to the default when the target changes away from the picked glossary’s pair', async () => {
    const onTranslate = await renderForm([legal, medical]);
    choose('Medical');
    const to = screen.getByTestId('lang-to') as HTMLInputElement;
    act(() => to.focus());
    fireEvent.change(to, { target: { value: 'Fren' } });
    fireEvent.keyDown(to, { key: 'Enter', code: 'Enter' });
    act(() => to.blur());
    await waitFor(() => expect(picker().value).toBe('Default for this pair (none set)'));
    translate();
    expect(onTranslate.mock.calls[0]?.[0]).toMatchObject({ langTo: 'fr' });
    expect(onTranslate.mock.calls[0]?.[0]).not.toHaveProperty('glossaryId');
  });

  it('is not shown to a user without glossaries for any pair', async () => {
    await renderForm([glossary({ langFrom: null, langTo: null, isDefault: false })]);
    expect(screen.queryByRole('combobox', { name: 'Glossary' })).toBeNull();
  });
});
