// The `llm` provider: any OpenAI-compatible chat-completions server (Ollama, vLLM, llama.cpp's
// server, a hosted model) through the official openai client. Segments go in batches with the
// document's name, the segments before them and the glossary, under a strict JSON schema. A
// translation is taken only when it keeps its segment's tags exactly; segments that fail are asked
// again as a smaller batch, then one by one, and a segment that still fails stays in the source
// language rather than reach the document broken. HTTP retries on 429/5xx are ours, with back-off.
import OpenAI, {
  APIConnectionError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
} from 'openai';
import type { LanguageCode } from '@tolk/contract';
import {
  EngineError,
  type LanguagePair,
  type Provider,
  type ProviderUsage,
  type TranslateRequest,
  type TranslateResult,
} from '../../types.ts';
import { splitIntoBatches, throwIfAborted, withRetry } from '../batches.ts';
import { allPairs } from '../cloud-languages.ts';
import { keepsTags, missingTerms, termsIn } from './check.ts';
import { promptMessages, REPLY_SCHEMA } from './prompt.ts';
import { createRateGate, estimateTokens } from './rate.ts';
import { isLanguageCode } from '@tolk/contract';
import { z } from 'zod';
import { commaList, optionalText, optionalUrl, together } from '../../config/env-values.ts';
import { defineProvider, requireOptions } from '../define.ts';

export interface LlmProviderOptions {
  /** The server's OpenAI-compatible base, e.g. http://localhost:11434/v1 for Ollama. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Requests in flight at once (default 2). */
  concurrency?: number;
  /** Estimated tokens sent per minute, when the server or plan limits it. */
  tokensPerMinute?: number;
  /** The languages the model writes well (default LLM_LANGUAGES); a model has no list to ask for. */
  languages?: readonly string[];
  /** Segments and characters per request (defaults 20 and 3,000). */
  batchSegments?: number;
  batchCharacters?: number;
  retries?: number;
  retryDelayMs?: number;
}

/**
 * Languages general chat models are trained on widely enough to translate into, the default when the
 * deployment names none.
 */
export const LLM_LANGUAGES: readonly LanguageCode[] = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt',
  'ca',
  'gl',
  'ro',
  'oc',
  'eu',
  'eo',
  'nl',
  'pl',
  'ru',
  'uk',
  'sv',
  'da',
  'nb',
  'tr',
  'el',
  'ar',
  'he',
  'fa',
  'ur',
  'hi',
  'bn',
  'th',
  'zh',
  'ja',
  'ko',
  'cs',
  'fi',
  'hu',
  'id',
  'vi',
];

/** Source segments before a batch that go with it as context. */
const CONTEXT_SEGMENTS = 2;

const isRetryable = (error: unknown) =>
  error instanceof RateLimitError ||
  error instanceof InternalServerError ||
  (error instanceof APIConnectionError && !(error instanceof APIUserAbortError));

export function mapLlmError(error: unknown, model: string): EngineError {
  if (error instanceof EngineError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  const cause = { cause: error };
  if (error instanceof APIUserAbortError)
    return new EngineError('timeout', 'The translation was cancelled.', cause);
  if (error instanceof RateLimitError)
    return new EngineError('quota-exceeded', `The model server's rate limit was reached: ${detail}`, cause);
  if (error instanceof AuthenticationError || error instanceof PermissionDeniedError)
    return new EngineError('provider-unavailable', `The model server refused the API key: ${detail}`, cause);
  if (error instanceof NotFoundError)
    return new EngineError(
      'provider-unavailable',
      `The model server has no model "${model}": ${detail}`,
      cause,
    );
  if (error instanceof APIConnectionError || error instanceof InternalServerError)
    return new EngineError('provider-unavailable', `The model server is unavailable: ${detail}`, cause);
  if (error instanceof APIError)
    return new EngineError('provider-error', `The model server rejected the request: ${detail}`, cause);
  return new EngineError('provider-error', `The model server failed: ${detail}`, cause);
}

/** The reply's translations by segment id; ids missing or malformed are left out. */
function readReply(content: string | null | undefined, count: number): Map<number, string> {
  const byId = new Map<number, string>();
  let parsed: unknown;
  try {
    parsed = JSON.parse(content ?? '');
  } catch {
    return byId;
  }
  const list = (parsed as { translations?: unknown } | null)?.translations;
  if (!Array.isArray(list)) return byId;
  for (const item of list as { id?: unknown; text?: unknown }[]) {
    if (Number.isInteger(item?.id) && typeof item.text === 'string' && (item.id as number) < count)
      byId.set(item.id as number, item.text);
  }
  return byId;
}

interface Candidate {
  text: string;
  termsKept: boolean;
}

export function createLlmProvider(options: LlmProviderOptions): Provider {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey || 'none',
    maxRetries: 0,
  });
  const gate = createRateGate({
    concurrency: options.concurrency ?? 2,
    ...(options.tokensPerMinute ? { tokensPerMinute: options.tokensPerMinute } : {}),
  });
  const limits = { maxItems: options.batchSegments ?? 20, maxChars: options.batchCharacters ?? 3000 };

  async function ask(
    request: TranslateRequest,
    segments: string[],
    before: readonly string[],
    usage: ProviderUsage,
  ) {
    const messages = promptMessages({
      from: request.from,
      to: request.to,
      format: request.format,
      ...(request.context ? { context: request.context } : {}),
      before,
      segments,
      glossary: termsIn(segments, request.glossary ?? []),
    });
    const sent = estimateTokens(messages.map((message) => message.content).join(''));
    const completion = await gate(sent * 2, () =>
      withRetry(
        () =>
          client.chat.completions.create(
            {
              model: options.model,
              messages,
              response_format: {
                type: 'json_schema',
                json_schema: { name: 'translations', strict: true, schema: REPLY_SCHEMA },
              },
            },
            { signal: request.signal },
          ),
        isRetryable,
        { retries: options.retries ?? 4, baseDelayMs: options.retryDelayMs ?? 1000, signal: request.signal },
      ).catch((error: unknown) => {
        throw mapLlmError(error, options.model);
      }),
    );
    usage.inputTokens = (usage.inputTokens ?? 0) + (completion.usage?.prompt_tokens ?? 0);
    usage.outputTokens = (usage.outputTokens ?? 0) + (completion.usage?.completion_tokens ?? 0);
    const choice = completion.choices[0];
    return choice?.finish_reason === 'length'
      ? new Map<number, string>()
      : readReply(choice?.message.content, segments.length);
  }

  /** Translates a batch, asking again for what failed the checks; returns one text per segment. */
  async function translateBatch(
    request: TranslateRequest,
    batch: string[],
    before: readonly string[],
    usage: ProviderUsage,
  ): Promise<string[]> {
    const best = new Map<number, Candidate>();
    const settled = (index: number) => best.get(index)?.termsKept === true;
    const attempt = async (indexes: number[]) => {
      const reply = await ask(
        request,
        indexes.map((index) => batch[index] ?? ''),
        before,
        usage,
      );
      indexes.forEach((index, id) => {
        const text = reply.get(id);
        const source = batch[index] ?? '';
        if (text === undefined || !keepsTags(source, text, request.format)) return;
        const termsKept = missingTerms(source, text, request.glossary ?? []).length === 0;
        if (!best.has(index) || termsKept) best.set(index, { text, termsKept });
      });
    };
    const all = batch.map((_, index) => index);
    await attempt(all);
    let open = all.filter((index) => !settled(index));
    if (open.length > 1) {
      await attempt(open);
      open = open.filter((index) => !settled(index));
    }
    for (const index of open) {
      throwIfAborted(request.signal);
      await attempt([index]);
    }
    return batch.map((source, index) => {
      const candidate = best.get(index);
      if (!candidate) usage.rejectedSegments = (usage.rejectedSegments ?? 0) + 1;
      else if (!candidate.termsKept) usage.glossaryMisses = (usage.glossaryMisses ?? 0) + 1;
      return candidate?.text ?? source;
    });
  }

  return {
    name: 'llm',
    nativeGlossary: true,
    available: async () => options.baseUrl.length > 0 && options.model.length > 0,
    pairs: async (): Promise<LanguagePair[]> => allPairs(options.languages ?? LLM_LANGUAGES),
    async translate(request): Promise<TranslateResult> {
      const usage: ProviderUsage = {};
      const batches = splitIntoBatches(request.segments, limits);
      let start = 0;
      const results = await Promise.all(
        batches.map((batch) => {
          const before = request.segments.slice(Math.max(0, start - CONTEXT_SEGMENTS), start);
          start += batch.length;
          return translateBatch(request, batch, before, usage);
        }),
      );
      return { translations: results.flat(), usage };
    },
  };
}

/** A model server speaking OpenAI's chat API (Ollama, vLLM, a hosted model): its URL and a model. */
export const llmProvider = defineProvider({
  env: {
    LLM_BASE_URL: optionalUrl('for example http://localhost:11434/v1'),
    LLM_API_KEY: optionalText,
    LLM_MODEL: optionalText,
    LLM_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
    LLM_TOKENS_PER_MINUTE: z.coerce.number().int().min(1).optional(),
    LLM_LANGUAGES: optionalText.refine(
      (value) => commaList(value).every(isLanguageCode),
      'must be language codes the app knows, such as en,es,ar',
    ),
  },
  fromEnv: (env): LlmProviderOptions | undefined => {
    const server = together(['LLM_BASE_URL', 'LLM_MODEL'], [env.LLM_BASE_URL, env.LLM_MODEL]);
    if (!server) return undefined;
    return {
      baseUrl: server[0],
      model: server[1],
      concurrency: env.LLM_CONCURRENCY,
      ...(env.LLM_API_KEY ? { apiKey: env.LLM_API_KEY } : {}),
      ...(env.LLM_TOKENS_PER_MINUTE ? { tokensPerMinute: env.LLM_TOKENS_PER_MINUTE } : {}),
      ...(env.LLM_LANGUAGES ? { languages: commaList(env.LLM_LANGUAGES) } : {}),
    };
  },
  envHelp: 'LLM_BASE_URL, LLM_MODEL and LLM_API_KEY (LLM_CONCURRENCY, LLM_TOKENS_PER_MINUTE, LLM_LANGUAGES)',
  secrets: (options) => [options.apiKey],
  create: (options) => createLlmProvider(requireOptions('llm', options, 'a server URL and a model')),
});
