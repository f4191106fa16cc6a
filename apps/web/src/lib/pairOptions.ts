import {
  LANGUAGE_CODES,
  type LanguageCode,
  type ProviderLanguages,
  type TranslationProvider,
} from '@tolk/contract';
import type { SourceChoice } from './languageChoice';

export type Side = 'source' | 'target';

/** What a picker can offer for one side with one provider, from the server's getLanguages answer. */
export interface PairOptions {
  /** What the provider does; `pivot` when every way there goes through that language. */
  offered: { code: LanguageCode; pivot?: string }[];
  /** What it cannot do but another configured provider can, with those providers. */
  elsewhere: { code: LanguageCode; providers: TranslationProvider[] }[];
  /** The app's languages no configured provider does on this side. */
  nowhere: LanguageCode[];
  /** On a target picker, the chosen source: it is in no list (nothing to translate). */
  same: LanguageCode | null;
}

export type Availability =
  | { kind: 'offered'; pivot?: string }
  | { kind: 'elsewhere'; providers: TranslationProvider[] }
  | { kind: 'nowhere' }
  | { kind: 'same' };

/**
 * The codes a provider reaches on one side, each with its pivot when every route there has the
 * same one: its sources, or its targets from `source` ('auto': from any of its sources).
 */
function reachable(
  entry: ProviderLanguages,
  side: Side,
  source: SourceChoice,
): Map<LanguageCode, string | undefined> {
  const sources = new Set(
    entry.languages.filter((language) => language.source).map((language) => language.code),
  );
  if (side === 'source') return new Map([...sources].map((code) => [code, undefined]));
  if (source !== 'auto' && !sources.has(source)) return new Map();
  if (!entry.pairs)
    return new Map(
      entry.languages
        .filter((language) => language.target && language.code !== source)
        .map((language) => [language.code, undefined]),
    );
  const pivots = new Map<LanguageCode, Set<string | undefined>>();
  for (const pair of entry.pairs)
    if (source === 'auto' || pair.from === source)
      pivots.set(pair.to, (pivots.get(pair.to) ?? new Set()).add(pair.pivot));
  return new Map(
    [...pivots].map(([code, ways]) => [code, ways.size === 1 ? [...ways][0] : undefined] as const),
  );
}

/**
 * The options for a language picker: undefined while the provider's list is unknown (or it could
 * not be asked), when every language is offered and the server refuses what cannot be done.
 */
export function pairOptions(
  providers: readonly ProviderLanguages[] | undefined,
  provider: TranslationProvider | undefined,
  side: Side,
  source: SourceChoice = 'auto',
): PairOptions | undefined {
  const entry = providers?.find((item) => item.provider === provider);
  if (!providers || !entry || entry.languages.length === 0) return undefined;
  const own = reachable(entry, side, source);
  const others = new Map<LanguageCode, TranslationProvider[]>();
  for (const other of providers) {
    if (other === entry) continue;
    for (const code of reachable(other, side, source).keys())
      if (!own.has(code)) others.set(code, [...(others.get(code) ?? []), other.provider]);
  }
  const same = side === 'target' && source !== 'auto' ? source : null;
  const inOrder = LANGUAGE_CODES.filter((code) => code !== same);
  return {
    offered: inOrder
      .filter((code) => own.has(code))
      .map((code) => {
        const pivot = own.get(code);
        return pivot ? { code, pivot } : { code };
      }),
    elsewhere: inOrder
      .filter((code) => others.has(code))
      .map((code) => ({ code, providers: others.get(code) ?? [] })),
    nowhere: inOrder.filter((code) => !own.has(code) && !others.has(code)),
    same,
  };
}

/** Whether a language can be chosen, and why not (undefined options: everything can). */
export function availabilityOf(options: PairOptions | undefined, code: LanguageCode): Availability {
  if (!options) return { kind: 'offered' };
  if (code === options.same) return { kind: 'same' };
  const offered = options.offered.find((option) => option.code === code);
  if (offered) return offered.pivot ? { kind: 'offered', pivot: offered.pivot } : { kind: 'offered' };
  const elsewhere = options.elsewhere.find((option) => option.code === code);
  return elsewhere ? { kind: 'elsewhere', providers: elsewhere.providers } : { kind: 'nowhere' };
}
