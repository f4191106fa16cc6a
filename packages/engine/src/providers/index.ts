// The provider catalogue: every translation provider, each declared once in its own module
// (define.ts says what a declaration holds). Adding one is a module, its test and fake, a line
// here, its name in the contract's PROVIDER_NAMES_SHOWN and a README row
// (docs/guides/adding-a-provider.md): what reads the environment, reports availability or redacts
// logs is derived from this list.
import { TRANSLATION_PROVIDERS, type TranslationProvider } from '@tolk/contract';
import type { z } from 'zod';
import { EngineError, type Provider, type ProviderName } from '../types.ts';
import { azureProvider, type AzureProviderOptions } from './azure.ts';
import { deeplProvider, type DeeplProviderOptions } from './deepl.ts';
import type { ProviderEntry } from './define.ts';
import { fakeProvider, type FakeProviderOptions } from './fake.ts';
import { googleProvider, type GoogleProviderOptions } from './google.ts';
import { llmProvider, type LlmProviderOptions } from './llm/index.ts';
import { localProvider, type LocalProviderOptions } from './local/index.ts';

export const PROVIDERS = {
  local: localProvider,
  google: googleProvider,
  azure: azureProvider,
  deepl: deeplProvider,
  llm: llmProvider,
  fake: fakeProvider,
} satisfies Record<ProviderName, unknown>;

type Entries = typeof PROVIDERS;
type OptionsOf<Entry> = Entry extends ProviderEntry<z.ZodRawShape, infer Options> ? Options : never;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;

/** Each provider's options, for those that are configured. */
export type ProvidersConfig = { [Name in ProviderName]?: OptionsOf<Entries[Name]> };

/** Every provider's environment variables in one zod shape (the server merges it into its schema). */
export const PROVIDERS_ENV = Object.assign(
  {},
  ...Object.values(PROVIDERS).map((entry) => entry.env),
) as UnionToIntersection<Entries[ProviderName]['env']>;
export type ProvidersEnv = z.output<z.ZodObject<typeof PROVIDERS_ENV>>;

// One signature for every entry, for the loops below (each entry's own types are checked where it
// is defined).
const entry = (name: ProviderName) => PROVIDERS[name] as unknown as ProviderEntry<z.ZodRawShape, unknown>;

/** The configured providers' options from the parsed variables; EnvError for half a configuration. */
export function providersFromEnv(env: ProvidersEnv): ProvidersConfig {
  const config: Record<string, unknown> = {};
  for (const name of Object.keys(PROVIDERS) as ProviderName[]) {
    const options = entry(name).fromEnv(env);
    if (options !== undefined) config[name] = options;
  }
  return config as ProvidersConfig;
}

/** The environment variables of every provider, a line each, for the CLI's usage. */
export const PROVIDERS_ENV_HELP = (Object.keys(PROVIDERS) as ProviderName[])
  .filter((name) => entry(name).envHelp !== '')
  .map((name) => `  ${name}: ${entry(name).envHelp}`)
  .join('\n');

/** Which of the providers a user can choose this machine can use now. */
export function usableProviders(
  config: ProvidersConfig,
  searchPath: string,
): Record<TranslationProvider, boolean> {
  return Object.fromEntries(
    TRANSLATION_PROVIDERS.map((name) => {
      const { usable } = entry(name);
      const options = config[name];
      return [name, usable ? usable(options, searchPath) : options !== undefined];
    }),
  ) as Record<TranslationProvider, boolean>;
}

/** The configured providers' secrets (keys), which no log line may show. */
export function providerSecrets(config: ProvidersConfig): string[] {
  return (Object.keys(config) as ProviderName[]).flatMap((name) =>
    config[name] === undefined
      ? []
      : entry(name)
          .secrets(config[name])
          .filter((secret) => secret !== undefined),
  );
}

export function createProvider(name: ProviderName, config: ProvidersConfig = {}): Provider {
  if (!(name in PROVIDERS))
    throw new EngineError('provider-unavailable', `Unknown provider "${String(name)}".`);
  return entry(name).create(config[name]);
}

export { isProviderName, PROVIDER_NAMES } from './names.ts';
export type {
  AzureProviderOptions,
  DeeplProviderOptions,
  FakeProviderOptions,
  GoogleProviderOptions,
  LlmProviderOptions,
  LocalProviderOptions,
};
