// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_PREFERENCES, type Analysis } from '@tolk/contract';
import { queryKeys } from '../../api/queryClient';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { TranslateForm } from './TranslateForm';
import { LOCAL_ONLY_HEALTH, analysisOf } from '../../testing/fixtures';

afterEach(cleanup);

const health = LOCAL_ONLY_HEALTH;

const analysis = analysisOf;

async function renderForm(props: { analysis?: Analysis; preferences?: typeof DEFAULT_PREFERENCES } = {}) {
  const onTranslate = vi.fn();
  await renderWithProviders(
    <TranslateForm
      analysis={props.analysis ?? analysis()}
      preferences={props.preferences ?? { ...DEFAULT_PREFERENCES, translationProvider: 'local' }}
      submitting={false}
      onTranslate={onTranslate}
    />,
    { seed: (client) => client.setQueryData(queryKeys.health, health) },
  );
  return { onTranslate, button: screen.getByTestId('translate-button') as HTMLButtonElement };
}

describe('<TranslateForm />', () => {
  it('picks the first match of what was typed in a language on Enter', async () => {
    const { onTranslate, button } = await renderForm();
    const to = screen.getByTestId('lang-to') as HTMLInputElement;
    act(() => to.focus());
    fireEvent.change(to, { target: { value: 'Fren' } });
    fireEvent.keyDown(to, { key: 'Enter', code: 'Enter' });
    act(() => to.blur());
    await waitFor(() => expect(to.value).toBe('French'));
    fireEvent.click(button);
    expect(onTranslate).toHaveBeenCalledWith(expect.objectContaining({ langTo: 'fr' }));
  });

  it('starts from auto-detect (naming the detected language) to the preferred target, bilingual, on the server engine', async () => {
    const { onTranslate, button } = await renderForm();
    expect((screen.getByTestId('lang-from') as HTMLInputElement).value).toBe(
      'Detect automatically (English)',
    );
    expect((screen.getByTestId('lang-to') as HTMLInputElement).value).toBe('Spanish');
    expect(screen.getByTestId('provider').textContent).toBe('Offline (Apertium)');
    fireEvent.click(button);
    expect(onTranslate).toHaveBeenCalledWith({
      langFrom: 'auto',
      langTo: 'es',
      provider: 'local',
      bilingual: true,
    });
  });

  it('uses the default source when auto-detection is off in the preferences', async () => {
    const preferences = {
      ...DEFAULT_PREFERENCES,
      autoDetectLanguage: false,
      defaultSourceLang: 'fr' as const,
    };
    const { onTranslate, button } = await renderForm({ preferences });
    fireEvent.click(button);
    expect(onTranslate).toHaveBeenCalledWith(expect.objectContaining({ langFrom: 'fr', langTo: 'es' }));
  });

  it('swaps the detected language with the target, and can turn the bilingual copy off', async () => {
    const { onTranslate, button } = await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Swap languages' }));
    fireEvent.click(screen.getByRole('switch', { name: /Bilingual copy/ }));
    fireEvent.click(button);
    expect(onTranslate).toHaveBeenCalledWith({
      langFrom: 'es',
      langTo: 'en',
      provider: 'local',
      bilingual: false,
    });
  });

  it('will not translate a document that is already in the target language', async () => {
    const { onTranslate, button } = await renderForm({ analysis: analysis({ detectedLanguage: 'es' }) });
    expect(button.disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('already in this language');
    fireEvent.click(button);
    expect(onTranslate).not.toHaveBeenCalled();
  });

  it('will not translate when the quota does not allow it', async () => {
    const quota = { allowed: false, pagesLeft: 0, imageTranslationsLeft: 10, message: 'No pages left' };
    const { button } = await renderForm({ analysis: analysis({ quota }) });
    expect(button.disabled).toBe(true);
  });
});
