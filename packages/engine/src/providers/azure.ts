// The `azure` provider: Azure AI Translator through the official REST client
// (@azure-rest/ai-translation-text 2.x, which speaks the service's current api-version) with key and
// region. Tagged segments go with textType "Html". Batches keep to 1,000 texts and 50,000 characters.
import TextTranslationClient, { isUnexpected } from '@azure-rest/ai-translation-text';
import { EngineError, type Provider, type TranslateRequest, type TranslateResult } from '../types.ts';
import { splitIntoBatches, throwIfAborted, retrying } from './batches.ts';
import { allPairs, appLanguage, appLanguages, askedOnce, type ProviderCodes } from './cloud-languages.ts';
import { optionalText, optionalUrl } from '../config/env-values.ts';
import { defineProvider, requireOptions } from './define.ts';

export interface AzureProviderOptions {
  apiKey: string;
  /** The resource's region (Ocp-Apim-Subscription-Region); optional for global single-service keys. */
  region?: string;
  endpoint?: string;
  retries?: number;
  retryDelayMs?: number;
  /** Bound for one HTTP request. */
  timeoutMs?: number;
}

export const AZURE_LIMITS = { maxItems: 1000, maxChars: 50_000 };
/** Azure names some languages by script, and some by their three-letter code. */
const AZURE_CODES: ProviderCodes = {
  zh: 'zh-Hans',
  mn: 'mn-Cyrl',
  sr: 'sr-Cyrl',
  tl: 'fil',
  ny: 'nya',
  lg: 'lug',
  ckb: 'ku',
  ku: 'kmr',
};

class AzureStatusError extends Error {
  readonly status: number;
  readonly serviceCode: string;
  constructor(status: number, serviceCode: string, message: string) {
    super(message);
    this.status = status;
    this.serviceCode = serviceCode;
  }
}

function statusError(response: { status: string; body: unknown }): AzureStatusError {
  const body = response.body as { error?: { code?: string | number; message?: string } } | undefined;
  return new AzureStatusError(
    Number(response.status),
    String(body?.error?.code ?? response.status),
    body?.error?.message ?? 'no details',
  );
}

const isRetryable = (error: unknown) =>
  error instanceof AzureStatusError && (error.status === 429 || error.status >= 500);

export function mapAzureError(error: unknown): EngineError {
  if (error instanceof EngineError) return error;
  const cause = { cause: error };
  if (!(error instanceof AzureStatusError))
    return new EngineError(
      'provider-unavailable',
      `Azure Translator could not be reached: ${String((error as Error)?.message ?? error)}`,
      cause,
    );
  const detail = `${error.message} (${error.serviceCode})`;
  // 403001: free tier quota used up; 429xxx: too many requests or characters.
  if (error.status === 429 || error.serviceCode.startsWith('403001'))
    return new EngineError('quota-exceeded', `Azure Translator quota exceeded: ${detail}`, cause);
  if (error.status === 401 || error.status === 403)
    return new EngineError('provider-unavailable', `Azure Translator refused the key: ${detail}`, cause);
  if (error.status === 400)
    return new EngineError('provider-error', `Azure Translator rejected the request: ${detail}`, cause);
  return new EngineError(
    'provider-unavailable',
    `Azure Translator is unavailable (${error.status}): ${detail}`,
    cause,
  );
}

export function createAzureProvider(options: AzureProviderOptions): Provider {
  const endpoint = options.endpoint ?? 'https://api.cognitive.microsofttranslator.com';
  const client = TextTranslationClient(
    endpoint,
    { key: options.apiKey, region: options.region ?? 'global' },
    // Retries are ours (typed errors, back-off); plain http only for a local endpoint such as a test fake.
    { retryOptions: { maxRetries: 0 }, allowInsecureConnection: endpoint.startsWith('http://') },
  );
  const code = (lang: string) => AZURE_CODES[lang] ?? lang;
  const retry = retrying(isRetryable, mapAzureError, options);
  const languages = askedOnce(() =>
    retry(async () => {
      const response = await client
        .path('/languages')
        .get({ queryParameters: { scope: 'translation' }, timeout: options.timeoutMs ?? 60_000 });
      if (isUnexpected(response)) throw statusError(response);
      return appLanguages(Object.keys(response.body.translation ?? {}), AZURE_CODES);
    }),
  );

  async function translateBatch(batch: string[], request: TranslateRequest) {
    const send = async () => {
      const response = await client.path('/translate').post({
        body: {
          inputs: batch.map((text) => ({
            text,
            ...(request.from === 'auto' ? {} : { language: code(request.from) }),
            textType: request.format === 'tagged' ? 'Html' : 'Plain',
            targets: [{ language: code(request.to) }],
          })),
        },
        abortSignal: request.signal,
        timeout: options.timeoutMs ?? 60_000,
      });
      if (isUnexpected(response)) throw statusError(response);
      return response.body.value;
    };
    const items = await retry(send, request.signal);
    if (items.length !== batch.length)
      throw new EngineError(
        'provider-error',
        `Azure Translator answered ${items.length} of ${batch.length} texts.`,
      );
    return items;
  }

  return {
    name: 'azure',
    available: async () => options.apiKey.length > 0,
    pairs: async () => allPairs(await languages()),
    async translate(request): Promise<TranslateResult> {
      const translations: string[] = [];
      let detectedLanguage: string | undefined;
      for (const batch of splitIntoBatches(request.segments, AZURE_LIMITS)) {
        throwIfAborted(request.signal);
        const items = await translateBatch(batch, request);
        translations.push(...items.map((item) => item.translations[0]?.text ?? ''));
        detectedLanguage ??= appLanguage(
          items.find((item) => item.detectedLanguage)?.detectedLanguage?.language,
          AZURE_CODES,
        );
      }
      return request.from === 'auto' && detectedLanguage
        ? { translations, detectedLanguage }
        : { translations };
    },
  };
}

/** Azure AI Translator: a key, and the resource's region unless the key is global. */
export const azureProvider = defineProvider({
  env: {
    AZURE_TRANSLATOR_KEY: optionalText,
    AZURE_TRANSLATOR_REGION: optionalText,
    AZURE_TRANSLATOR_ENDPOINT: optionalUrl('for example https://api.cognitive.microsofttranslator.com'),
  },
  fromEnv: (env): AzureProviderOptions | undefined =>
    env.AZURE_TRANSLATOR_KEY
      ? {
          apiKey: env.AZURE_TRANSLATOR_KEY,
          ...(env.AZURE_TRANSLATOR_REGION ? { region: env.AZURE_TRANSLATOR_REGION } : {}),
          ...(env.AZURE_TRANSLATOR_ENDPOINT ? { endpoint: env.AZURE_TRANSLATOR_ENDPOINT } : {}),
        }
      : undefined,
  envHelp: 'AZURE_TRANSLATOR_KEY and AZURE_TRANSLATOR_REGION (AZURE_TRANSLATOR_ENDPOINT)',
  secrets: (options) => [options.apiKey],
  create: (options) => createAzureProvider(requireOptions('azure', options, 'a key (and region)')),
});
