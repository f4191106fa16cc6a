import { TRANSLATION_PROVIDERS } from '@tolk/contract';
import type { ProviderName } from '../types.ts';

// Without the providers' modules (index.ts loads their SDKs): the CLI checks a name before it loads them.
export const PROVIDER_NAMES: readonly ProviderName[] = [...TRANSLATION_PROVIDERS, 'fake'];

export function isProviderName(name: string): name is ProviderName {
  return (PROVIDER_NAMES as readonly string[]).includes(name);
}
