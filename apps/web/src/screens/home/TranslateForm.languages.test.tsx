// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_PREFERENCES, type LanguageCode, type ProviderLanguages } from '@tolk/contract';
import { languageKeys } from '../../api/languages';
import { queryKeys } from '../../api/queryClient';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { LOCAL_ONLY_HEALTH, analysisOf } from '../../testing/fixtures';
import { TranslateForm } from './TranslateForm';

afterEach(cleanup);

const language = (code: LanguageCode) => ({
  code,
  name: code,
  script: 'Latn',
  direction: 'ltr' as const,
  source: true,
  target: true,
});
// What the server answers for the offline engine (a part): English into French goes through Spanish.
const local: ProviderLanguages = {
  provider: 'local',
  languages: (['en', 'es', 'fr', 'hi', 'ur'] as const).map(language),
  pairs: [
    { from: 'en', to: 'es' },
    { from: 'es', to: 'fr' },
    { from: 'en', to: 'fr', pivot: 'es' },
    { from: 'hi', to: 'ur' },
  ],
};

const analysis = analysisOf();

describe('<TranslateForm /> languages', () => {
  it('offers only what the offline engine does: German unavailable with why, Translate off until a pair works', async () => {
    const onTranslate = vi.fn();
    await renderWithProviders(
      <TranslateForm
        analysis={analysis}
        // A default target from another device or engine.
        preferences={{ ...DEFAULT_PREFERENCES, translationProvider: 'local', defaultTargetLang: 'de' }}
        submitting={false}
        onTranslate={onTranslate}
      />,
      {
        seed: (client) => {
          client.setQueryData(queryKeys.health, LOCAL_ONLY_HEALTH);
          client.setQueryData(languageKeys.all, [local]);
        },
      },
    );
    const to = screen.getByTestId('lang-to') as HTMLInputElement;
    const button = screen.getByTestId('translate-button') as HTMLButtonElement;
    expect(to.value).toBe('German');
    expect(screen.getByText('No engine on this server translates English into German.')).toBeTruthy();
    expect(button.disabled).toBe(true);

    fireEvent.click(to);
    const unavailable = await screen.findByRole('group', { name: 'Not available on this server' });
    const option = (name: string) => within(unavailable).getByText(name).closest('[role="option"]');
    expect(option('German')?.getAttribute('aria-disabled')).toBe('true');
    // Urdu is the engine's, but not from English.
    expect(option('Urdu')?.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByText('French — via Spanish'));
    await waitFor(() => expect(to.value).toBe('French — via Spanish'));
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(onTranslate).toHaveBeenCalledWith(expect.objectContaining({ langFrom: 'auto', langTo: 'fr' }));
  });
});
