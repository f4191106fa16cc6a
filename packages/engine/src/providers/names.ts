import type { ProviderName } from '../types.ts';

export const PROVIDER_NAMES: readonly ProviderName[] = ['local', 'google', 'azure', 'deepl', 'llm', 'fake'];

export function isProviderName(name: string): name is ProviderName {
  return (PROVIDER_NAMES as readonly string[]).includes(name);
}
