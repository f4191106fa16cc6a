// The `deepl` provider: the DeepL API through its official client (deepl-node). A key ending in
// ":fx" is a free-plan key and goes to api-free.deepl.com, any other to api.deepl.com, unless a
// server URL is given. Tagged segments go with tag_handling=xml so <g>/<x> tags come back in place.
// Glossary terms become a DeepL glossary (created once per term list and pair, deleted on close).
// Retries on 429/5xx are ours, with back-off, as for the other HTTP providers.
import {
  AuthorizationError,
  ConnectionError,
  DeepLError,
  GlossaryEntries,
  GlossaryNotFoundError,
  QuotaExceededError,
  TooManyRequestsError,
  Translator,
  type Formality,
  type Language,
  type SourceLanguageCode,
  type TargetLanguageCode,
  type TextResult,
} from 'deepl-node';
import {
  EngineError,
  type GlossaryTerm,
  type LanguagePair,
  type Provider,
  type TranslateRequest,
  type TranslateResult,
} from '../types.ts';
import { splitIntoBatches, throwIfAborted, retrying } from './batches.ts';
import { appLanguage, askedOnce } from './cloud-languages.ts';
import { z } from 'zod';
import { optionalText, optionalUrl } from '../config/env-values.ts';
import { defineProvider, requireOptions } from './define.ts';

export type DeeplFormality = 'default' | 'more' | 'less';

export interface DeeplProviderOptions {
  apiKey: string;
  /** Overrides the endpoint the key's suffix chooses (a proxy, a test server). */
  serverUrl?: string;
  /** Formal or informal address, sent for the targets that support it. */
  formality?: DeeplFormality;
  retries?: number;
  retryDelayMs?: number;
}

/** DeepL takes up to 50 texts and 128 KiB per request: URL-encoded CJK text is 9 bytes a character. */
export const DEEPL_LIMITS = { maxItems: 50, maxChars: 10_000 };
/** Glossaries kept on DeepL's side at once; the oldest is deleted past it. */
const MAX_GLOSSARIES = 10;

/** DeepL asks for a variant for these targets; Tolk's Portuguese is Brazilian, as Google's is. */
const TARGET_CODES: Record<string, TargetLanguageCode> = { en: 'en-US', pt: 'pt-BR', zh: 'zh-HANS' };

const isRetryable = (error: unknown) =>
  error instanceof TooManyRequestsError ||
  (error instanceof ConnectionError && error.shouldRetry) ||
  (error instanceof DeepLError && /^(Service unavailable|Unexpected status code: 5\d\d)/.test(error.message));

export function mapDeeplError(error: unknown): EngineError {
  if (error instanceof EngineError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  const cause = { cause: error };
  if (error instanceof QuotaExceededError)
    return new EngineError(
      'quota-exceeded',
      `DeepL's character quota for this billing period is used up: ${detail}`,
      cause,
    );
  if (error instanceof TooManyRequestsError)
    return new EngineError('quota-exceeded', `DeepL is receiving too many requests: ${detail}`, cause);
  if (error instanceof AuthorizationError)
    return new EngineError('provider-unavailable', `DeepL refused the API key: ${detail}`, cause);
  if (error instanceof GlossaryNotFoundError)
    return new EngineError('provider-error', `DeepL lost the glossary: ${detail}`, cause);
  if (error instanceof ConnectionError)
    return new EngineError('provider-unavailable', `DeepL could not be reached: ${detail}`, cause);
  if (isRetryable(error))
    return new EngineError('provider-unavailable', `DeepL is unavailable: ${detail}`, cause);
  return new EngineError('provider-error', `DeepL rejected the request: ${detail}`, cause);
}

function appLanguages(languages: readonly Language[]): Map<string, Language> {
  const byCode = new Map<string, Language>();
  for (const language of languages) {
    const code = appLanguage(language.code, {});
    if (code && !byCode.has(code)) byCode.set(code, language);
  }
  return byCode;
}

export function createDeeplProvider(options: DeeplProviderOptions): Provider {
  const client = new Translator(options.apiKey, {
    maxRetries: 0,
    sendPlatformInfo: false,
    ...(options.serverUrl ? { serverUrl: options.serverUrl } : {}),
  });
  const retry = retrying(isRetryable, mapDeeplError, options);

  const loadLanguages = askedOnce(() =>
    retry(async () => ({
      sources: appLanguages(await client.getSourceLanguages()),
      targets: appLanguages(await client.getTargetLanguages()),
    })),
  );

  const glossaries = new Map<string, Promise<string>>();
  function glossaryFor(from: string, to: string, terms: readonly GlossaryTerm[]): Promise<string> {
    const key = JSON.stringify([from, to, terms.map((term) => [term.source, term.target])]);
    let id = glossaries.get(key);
    if (!id) {
      const entries = new GlossaryEntries({
        entries: Object.fromEntries(terms.map((term) => [term.source, term.target])),
      });
      id = retry(() =>
        client.createGlossary(
          `tolk ${from}-${to}`,
          from as SourceLanguageCode,
          to as TargetLanguageCode,
          entries,
        ),
      ).then((info) => info.glossaryId);
      id.catch(() => glossaries.delete(key));
      glossaries.set(key, id);
      if (glossaries.size > MAX_GLOSSARIES) void forget(glossaries.keys().next().value ?? '');
    }
    return id;
  }
  async function forget(key: string): Promise<void> {
    const id = glossaries.get(key);
    glossaries.delete(key);
    await id?.then((glossaryId) => client.deleteGlossary(glossaryId)).catch(() => undefined);
  }

  async function translateBatch(batch: string[], request: TranslateRequest, glossaryId?: string) {
    const { targets } = await loadLanguages();
    const formality: Formality | undefined =
      options.formality && options.formality !== 'default' && targets.get(request.to)?.supportsFormality
        ? options.formality
        : undefined;
    const results: TextResult[] = await retry(
      () =>
        client.translateText(
          batch,
          request.from === 'auto' ? null : (request.from as SourceLanguageCode),
          TARGET_CODES[request.to] ?? (request.to as TargetLanguageCode),
          {
            ...(request.format === 'tagged' ? { tagHandling: 'xml' as const } : {}),
            ...(formality ? { formality } : {}),
            ...(glossaryId ? { glossary: glossaryId } : {}),
          },
        ),
      request.signal,
    );
    if (results.length !== batch.length)
      throw new EngineError('provider-error', `DeepL answered ${results.length} of ${batch.length} texts.`);
    return results;
  }

  return {
    name: 'deepl',
    nativeGlossary: true,
    available: async () => options.apiKey.length > 0,
    async pairs(): Promise<LanguagePair[]> {
      const { sources, targets } = await loadLanguages();
      return [...sources.keys()].flatMap((from) =>
        [...targets.keys()].filter((to) => to !== from).map((to) => ({ from, to })),
      );
    },
    async translate(request): Promise<TranslateResult> {
      const glossaryId =
        request.glossary?.length && request.from !== 'auto'
          ? await glossaryFor(request.from, request.to, request.glossary)
          : undefined;
      const translations: string[] = [];
      let detectedLanguage: string | undefined;
      let billedCharacters = 0;
      for (const batch of splitIntoBatches(request.segments, DEEPL_LIMITS)) {
        throwIfAborted(request.signal);
        const results = await translateBatch(batch, request, glossaryId);
        translations.push(...results.map((result) => result.text));
        billedCharacters += results.reduce((sum, result) => sum + (result.billedCharacters ?? 0), 0);
        detectedLanguage ??= appLanguage(results[0]?.detectedSourceLang, {});
      }
      return {
        translations,
        usage: { billedCharacters },
        ...(request.from === 'auto' && detectedLanguage ? { detectedLanguage } : {}),
      };
    },
    async close() {
      await Promise.all([...glossaries.keys()].map(forget));
    },
  };
}

/** DeepL: an API key (a ":fx" key is the free API's), with the formality of address. */
export const deeplProvider = defineProvider({
  env: {
    DEEPL_API_KEY: optionalText,
    DEEPL_API_URL: optionalUrl('for example https://api.deepl.com'),
    DEEPL_FORMALITY: z.enum(['default', 'more', 'less']).default('default'),
  },
  fromEnv: (env): DeeplProviderOptions | undefined =>
    env.DEEPL_API_KEY
      ? {
          apiKey: env.DEEPL_API_KEY,
          formality: env.DEEPL_FORMALITY,
          ...(env.DEEPL_API_URL ? { serverUrl: env.DEEPL_API_URL } : {}),
        }
      : undefined,
  envHelp: 'DEEPL_API_KEY (DEEPL_API_URL, DEEPL_FORMALITY=more|less)',
  secrets: (options) => [options.apiKey],
  create: (options) => createDeeplProvider(requireOptions('deepl', options, 'an API key')),
});
