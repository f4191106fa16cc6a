// The `fake` provider, for tests and benchmarks: deterministic, offline and never the identity.
// Every cased letter has its case swapped ("The house" -> "tHE HOUSE"), so each segment with letters
// visibly changes while keeping its length, tags, entities, digits and spacing; a segment whose letters
// have no case (CJK, Arabic...) gets the prefix "⟦<to>⟧ " instead.
import { serializeTagged, tokenizeTagged } from '../segments/tagged.ts';
import type { LanguagePair, Provider, TranslateRequest, TranslateResult } from '../types.ts';
import { throwIfAborted } from './batches.ts';
import { defineProvider } from './define.ts';

export interface FakeProviderOptions {
  /** Called with every request, so tests can see what reached the provider. */
  onRequest?: (request: TranslateRequest) => void;
  languages?: readonly string[];
}

const DEFAULT_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ca', 'nl', 'ja', 'zh', 'ar'];

function swapCase(text: string): string {
  let out = '';
  for (const char of text) {
    const upper = char.toUpperCase();
    out += char === upper ? char.toLowerCase() : upper;
  }
  return out;
}

export function fakeTranslate(segment: string, format: 'text' | 'tagged', to: string): string {
  const swapped =
    format === 'text'
      ? swapCase(segment)
      : serializeTagged(
          tokenizeTagged(segment).map((token) =>
            token.kind === 'text' ? { kind: 'text', text: swapCase(token.text) } : token,
          ),
        );
  return swapped === segment ? `⟦${to}⟧ ${segment}` : swapped;
}

export function createFakeProvider(options: FakeProviderOptions = {}): Provider {
  const languages = options.languages ?? DEFAULT_LANGUAGES;
  return {
    name: 'fake',
    available: async () => true,
    pairs: async (): Promise<LanguagePair[]> =>
      languages.flatMap((from) => languages.filter((to) => to !== from).map((to) => ({ from, to }))),
    translate: async (request: TranslateRequest): Promise<TranslateResult> => {
      throwIfAborted(request.signal);
      options.onRequest?.(request);
      return { translations: request.segments.map((s) => fakeTranslate(s, request.format, request.to)) };
    },
  };
}

/** For tests and demos: swaps the case of every letter; no variable configures it, no user is offered it. */
export const fakeProvider = defineProvider({
  env: {},
  fromEnv: (): FakeProviderOptions | undefined => undefined,
  envHelp: '',
  usable: () => false,
  secrets: () => [],
  create: (options) => createFakeProvider(options),
});
