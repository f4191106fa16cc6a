import type { Health, TranslationProvider } from '@tolk/contract';

const ORDER: readonly TranslationProvider[] = ['google', 'azure', 'local'];

/** Providers the server reports as configured, in a stable order. */
export function availableProviders(engines: Health['engines'] | undefined): TranslationProvider[] {
  return ORDER.filter((provider) => engines?.[provider]);
}

/** The preferred provider when the server has it, otherwise the first it has (undefined: not known yet). */
export function chooseProvider(
  preferred: TranslationProvider,
  available: readonly TranslationProvider[],
): TranslationProvider | undefined {
  return available.includes(preferred) ? preferred : available[0];
}
