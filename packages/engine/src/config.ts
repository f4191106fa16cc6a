// The engine's only reader of the environment: provider keys for the `tolk` CLI. The server passes
// its own configuration to createProvider instead.
import type { DeeplFormality } from './providers/deepl.ts';
import type { ProvidersConfig } from './providers/index.ts';

const positive = (text: string | undefined) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

const isFormality = (text: string | undefined): text is DeeplFormality =>
  text === 'default' || text === 'more' || text === 'less';

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
  if (env.DEEPL_API_KEY)
    config.deepl = {
      apiKey: env.DEEPL_API_KEY,
      ...(env.DEEPL_API_URL ? { serverUrl: env.DEEPL_API_URL } : {}),
      ...(isFormality(env.DEEPL_FORMALITY) ? { formality: env.DEEPL_FORMALITY } : {}),
    };
  if (env.LLM_BASE_URL && env.LLM_MODEL) {
    const concurrency = positive(env.LLM_CONCURRENCY);
    const tokensPerMinute = positive(env.LLM_TOKENS_PER_MINUTE);
    config.llm = {
      baseUrl: env.LLM_BASE_URL,
      model: env.LLM_MODEL,
      ...(env.LLM_API_KEY ? { apiKey: env.LLM_API_KEY } : {}),
      ...(concurrency ? { concurrency } : {}),
      ...(tokensPerMinute ? { tokensPerMinute } : {}),
    };
  }
  return config;
}
