// The engine's only reader of the environment: provider keys for the `tolk` CLI. The server passes
// its own configuration to createProvider instead.
import type { ProvidersConfig } from './providers/index.ts';

export function providersConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ProvidersConfig {
  const config: ProvidersConfig = {};
  if (env.GOOGLE_TRANSLATE_API_KEY)
    config.google = {
      apiKey: env.GOOGLE_TRANSLATE_API_KEY,
      ...(env.GOOGLE_TRANSLATE_ENDPOINT ? { endpoint: env.GOOGLE_TRANSLATE_ENDPOINT } : {}),
    };
  if (env.AZURE_TRANSLATOR_KEY)
    config.azure = {
      apiKey: env.AZURE_TRANSLATOR_KEY,
      ...(env.AZURE_TRANSLATOR_REGION ? { region: env.AZURE_TRANSLATOR_REGION } : {}),
      ...(env.AZURE_TRANSLATOR_ENDPOINT ? { endpoint: env.AZURE_TRANSLATOR_ENDPOINT } : {}),
    };
  return config;
}
