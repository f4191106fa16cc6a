// Live camera text, translated inside the engine thread: the texts a phone read a moment ago, in
// one provider request. Runs where the providers are warm (the local engine's Apertium pipelines).
import { reasonMessage } from '@tolk/contract';
import { createSegmentTranslator, detectLanguage, EngineError, type Provider } from '@tolk/engine';
import type { TextRequest, TextResult } from './engine-protocol.ts';

const LETTER = /\p{L}/u;

interface Part {
  lead: string;
  core: string;
  trail: string;
}

function split(text: string): Part {
  const [, lead = '', core = '', trail = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text) ?? [];
  return { lead, core, trail };
}

/** Languages the provider can translate into `to`, and `to` itself (the text may already be in it). */
async function sourcesFor(provider: Provider, to: string): Promise<string[]> {
  const pairs = await provider.pairs();
  return [...new Set([to, ...pairs.filter((pair) => pair.to === to).map((pair) => pair.from)])];
}

/**
 * Translates each text; texts without letters (empty, blank, numbers) come back unchanged and never
 * reach the provider, and a text read twice is sent once. With from 'auto' the language of all
 * texts together is detected first, among the languages the provider can translate into `to`.
 */
export async function translateTexts(
  provider: Provider,
  request: Pick<TextRequest, 'texts' | 'from' | 'to' | 'glossary'>,
  signal?: AbortSignal,
): Promise<TextResult> {
  const parts = request.texts.map(split);
  const cores = [...new Set(parts.map((part) => part.core).filter((core) => LETTER.test(core)))];
  if (cores.length === 0) return { translations: request.texts, detectedLanguage: null };
  const auto = request.from === 'auto';
  const detected = auto
    ? await detectLanguage(cores.join('\n'), await sourcesFor(provider, request.to))
    : undefined;
  const from = auto ? (detected ?? 'auto') : request.from;
  if (from === request.to) return { translations: request.texts, detectedLanguage: from };
  if (from !== 'auto' && !(await provider.pairs()).some((p) => p.from === from && p.to === request.to))
    throw new EngineError(
      'unsupported-pair',
      reasonMessage('PAIR_NOT_SUPPORTED', { provider: provider.name, from, to: request.to }),
    );
  // The documents' segment translator: glossary terms, words never translated, addresses kept.
  const handle = createSegmentTranslator({
    provider,
    from,
    to: request.to,
    signal,
    ...(request.glossary ? { glossary: request.glossary } : {}),
    onProgress: () => undefined,
    totalCharacters: 0,
  });
  const results = await handle.translate(cores, 'text');
  const translated = new Map(cores.map((core, i) => [core, results[i] ?? core]));
  return {
    translations: parts.map((part) => {
      const translation = translated.get(part.core);
      return translation === undefined
        ? `${part.lead}${part.core}${part.trail}`
        : `${part.lead}${translation}${part.trail}`;
    }),
    detectedLanguage: auto ? (detected ?? handle.detectedLanguage() ?? null) : null,
  };
}
