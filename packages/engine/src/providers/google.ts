// The `google` provider: Cloud Translation Basic (v2) through the official client with an API key.
// Tagged segments go as format "html" so <g>/<x> tags and entities come back in place. Batches keep
// to the API's limits (128 strings per request; characters kept well under the request size limit).
// The client bounds each HTTP request (60 s); retries on 429/5xx are ours, with back-off.
import { v2 } from '@google-cloud/translate';
import { EngineError, type Provider, type TranslateRequest, type TranslateResult } from '../types.ts';
import { splitIntoBatches, throwIfAborted, retrying } from './batches.ts';
import { allPairs, appLanguage, appLanguages, askedOnce, type ProviderCodes } from './cloud-languages.ts';
import { optionalText, optionalUrl } from '../config/env-values.ts';
import { defineProvider, requireOptions } from './define.ts';

export interface GoogleProviderOptions {
  apiKey: string;
  /** Host name ("translation.googleapis.com") or, for tests and proxies, a base URL ("http://127.0.0.1:8081"). */
  endpoint?: string;
  retries?: number;
  retryDelayMs?: number;
}

export const GOOGLE_LIMITS = { maxItems: 128, maxChars: 30_000 };
/** Cloud Translation v2 keeps some older codes in its language list. */
const GOOGLE_CODES: ProviderCodes = { he: 'iw', jv: 'jw', nb: 'no', zh: 'zh-CN' };
const QUOTA_REASONS =
  /dailyLimitExceeded|userRateLimitExceeded|rateLimitExceeded|quotaExceeded|Limit Exceeded/i;

interface ApiErrorLike {
  code?: number | string;
  message?: string;
  errors?: { reason?: string; message?: string }[];
}

interface V2Response {
  data?: { translations?: { translatedText?: string; detectedSourceLanguage?: string }[] };
}

function status(error: unknown): number | undefined {
  const code = (error as ApiErrorLike | undefined)?.code;
  return typeof code === 'number' ? code : undefined;
}

const isRetryable = (error: unknown) => {
  const code = status(error);
  return code === 429 || (code !== undefined && code >= 500);
};

export function mapGoogleError(error: unknown): EngineError {
  if (error instanceof EngineError) return error;
  const apiError = (error ?? {}) as ApiErrorLike;
  const code = status(error);
  const reasons = (apiError.errors ?? []).map((e) => `${e.reason ?? ''} ${e.message ?? ''}`).join(' ');
  const detail = apiError.message ?? 'no details';
  const cause = { cause: error };
  if (code === 429 || (code === 403 && QUOTA_REASONS.test(`${reasons} ${detail}`)))
    return new EngineError('quota-exceeded', `Google Translation quota exceeded: ${detail}`, cause);
  if (code === 401 || code === 403 || (code === 400 && /key/i.test(`${reasons} ${detail}`)))
    return new EngineError(
      'provider-unavailable',
      `Google Translation refused the API key: ${detail}`,
      cause,
    );
  if (code === 400)
    return new EngineError('provider-error', `Google Translation rejected the request: ${detail}`, cause);
  if (code !== undefined && code >= 500)
    return new EngineError(
      'provider-unavailable',
      `Google Translation is unavailable (${code}): ${detail}`,
      cause,
    );
  return new EngineError('provider-unavailable', `Google Translation could not be reached: ${detail}`, cause);
}

export function createGoogleProvider(options: GoogleProviderOptions): Provider {
  const endpoint = options.endpoint ?? 'translation.googleapis.com';
  const isUrl = /^https?:\/\//.test(endpoint);
  const client = new v2.Translate({
    key: options.apiKey,
    apiEndpoint: isUrl ? new URL(endpoint).host : endpoint,
    autoRetry: false,
    maxRetries: 0,
  });
  if (isUrl) client.baseUrl = `${endpoint.replace(/\/+$/, '')}/language/translate/v2`;
  const retry = retrying(isRetryable, mapGoogleError, options);
  const code = (lang: string) => GOOGLE_CODES[lang] ?? lang;
  const languages = askedOnce(async () => {
    const [list] = await retry(() => client.getLanguages());
    return appLanguages(
      list.map((language) => language.code),
      GOOGLE_CODES,
    );
  });

  async function translateBatch(batch: string[], request: TranslateRequest) {
    const [, response] = await retry(
      () =>
        client.translate(batch, {
          to: code(request.to),
          ...(request.from === 'auto' ? {} : { from: code(request.from) }),
          format: request.format === 'tagged' ? 'html' : 'text',
        }),
      request.signal,
    );
    const items = (response as V2Response).data?.translations ?? [];
    if (items.length !== batch.length)
      throw new EngineError(
        'provider-error',
        `Google Translation answered ${items.length} of ${batch.length} texts.`,
      );
    return items;
  }

  return {
    name: 'google',
    available: async () => options.apiKey.length > 0,
    pairs: async () => allPairs(await languages()),
    async translate(request): Promise<TranslateResult> {
      const translations: string[] = [];
      let detectedLanguage: string | undefined;
      for (const batch of splitIntoBatches(request.segments, GOOGLE_LIMITS)) {
        throwIfAborted(request.signal);
        const items = await translateBatch(batch, request);
        translations.push(...items.map((item) => item.translatedText ?? ''));
        detectedLanguage ??= appLanguage(
          items.find((item) => item.detectedSourceLanguage)?.detectedSourceLanguage,
          GOOGLE_CODES,
        );
      }
      return request.from === 'auto' && detectedLanguage
        ? { translations, detectedLanguage }
        : { translations };
    },
  };
}

/** Google Cloud Translation (v2, basic): an API key. */
export const googleProvider = defineProvider({
  env: {
    GOOGLE_TRANSLATE_API_KEY: optionalText,
    GOOGLE_TRANSLATE_ENDPOINT: optionalUrl('for example https://translation.googleapis.com'),
  },
  fromEnv: (env): GoogleProviderOptions | undefined =>
    env.GOOGLE_TRANSLATE_API_KEY
      ? {
          apiKey: env.GOOGLE_TRANSLATE_API_KEY,
          ...(env.GOOGLE_TRANSLATE_ENDPOINT ? { endpoint: env.GOOGLE_TRANSLATE_ENDPOINT } : {}),
        }
      : undefined,
  envHelp: 'GOOGLE_TRANSLATE_API_KEY (GOOGLE_TRANSLATE_ENDPOINT)',
  secrets: (options) => [options.apiKey],
  create: (options) => createGoogleProvider(requireOptions('google', options, 'an API key')),
});
