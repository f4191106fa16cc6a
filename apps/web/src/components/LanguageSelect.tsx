import { useMemo } from 'react';
import { Select, type ComboboxData, type SelectProps } from '@mantine/core';
import type { LanguageCode, TranslationProvider } from '@tolk/contract';
import { useTranslation } from '../app/i18n/useTranslation';
import type { TFunction } from '../app/i18n/translator';
import { useProviderLanguages } from '../api/languages';
import type { SourceChoice } from '../lib/languageChoice';
import { languageName } from '../lib/languageNames';
import { languageOptions } from '../lib/options';
import { availabilityOf, pairOptions, type PairOptions, type Side } from '../lib/pairOptions';
import { providerLabel } from '../lib/providerChoice';

interface Choice {
  provider: TranslationProvider | undefined;
  side: Side;
  /** For a target picker: the chosen source ('auto': any the provider reads). */
  source?: SourceChoice;
}

const byLabel = (locale: string) => (a: { label: string }, b: { label: string }) =>
  a.label.localeCompare(b.label, locale);

/**
 * The picker's options: what the provider does (pivots named), then, disabled, what only other
 * configured providers do and what none does, each group saying why.
 */
function selectData(
  t: TFunction,
  locale: string,
  options: PairOptions | undefined,
  provider: string,
): ComboboxData {
  if (!options) return languageOptions(locale);
  const name = (code: string) => languageName(code, locale);
  const list = new Intl.ListFormat(locale, { type: 'disjunction' });
  const offered = options.offered
    .map(({ code, pivot }) => ({
      value: code,
      label: pivot ? t('languages.via', { language: name(code), pivot: name(pivot) }) : name(code),
    }))
    .sort(byLabel(locale));
  const elsewhere = options.elsewhere
    .map(({ code, providers }) => ({
      value: code,
      label: t('languages.availableWith', {
        language: name(code),
        providers: list.format(providers.map((other) => providerLabel(t, other))),
      }),
      disabled: true,
    }))
    .sort(byLabel(locale));
  const nowhere = options.nowhere
    .map((code) => ({ value: code, label: name(code), disabled: true }))
    .sort(byLabel(locale));
  const same = options.same ? [{ value: options.same, label: name(options.same), disabled: true }] : [];
  return [
    ...offered,
    ...same,
    ...(elsewhere.length ? [{ group: t('languages.notWith', { provider }), items: elsewhere }] : []),
    ...(nowhere.length ? [{ group: t('languages.nowhere'), items: nowhere }] : []),
  ];
}

/** Why a language cannot be chosen on this picker, in a sentence; null when it can (or is the source). */
function problemOf(
  t: TFunction,
  locale: string,
  options: PairOptions | undefined,
  { side, source }: Choice,
  provider: string,
  code: LanguageCode,
): string | null {
  const availability = availabilityOf(options, code);
  if (availability.kind === 'offered' || availability.kind === 'same') return null;
  const language = languageName(code, locale);
  const from = side === 'target' && source && source !== 'auto' ? languageName(source, locale) : null;
  const which = side === 'source' ? 'From' : from ? 'Pair' : 'Into';
  if (availability.kind === 'nowhere') return t(`languages.none${which}`, { language, from });
  const others = new Intl.ListFormat(locale, { type: 'disjunction' }).format(
    availability.providers.map((other) => providerLabel(t, other)),
  );
  return `${t(`languages.cannot${which}`, { provider, language, from })} ${t('languages.useInstead', { providers: others })}`;
}

/** The options and the reason a value cannot be chosen, for one side of one provider's pairs. */
export function useLanguageChoices(choice: Choice) {
  const { t, i18n } = useTranslation();
  const providers = useProviderLanguages().data;
  const { provider, side, source } = choice;
  const options = useMemo(
    () => pairOptions(providers, provider, side, source),
    [providers, provider, side, source],
  );
  const name = provider ? providerLabel(t, provider) : '';
  const data = useMemo(() => selectData(t, i18n.language, options, name), [t, i18n.language, options, name]);
  return {
    data,
    problem: (code: LanguageCode) => problemOf(t, i18n.language, options, choice, name, code),
  };
}

/** Why this pair cannot be translated with this provider (null: it can, or is not known yet). */
export function usePairProblem(
  provider: TranslationProvider | undefined,
  from: SourceChoice,
  to: LanguageCode,
): string | null {
  const sources = useLanguageChoices({ provider, side: 'source' });
  const targets = useLanguageChoices({ provider, side: 'target', source: from });
  return (from === 'auto' ? null : sources.problem(from)) ?? targets.problem(to);
}

type Props = Choice & {
  value: SourceChoice;
  onChange: (value: SourceChoice) => void;
  /** Offered before the languages ("Detect automatically"). */
  leading?: { value: string; label: string }[];
  /** Show why the value cannot be chosen under the picker (off where the caller says it elsewhere). */
  showProblem?: boolean;
} & Omit<SelectProps, 'data' | 'value' | 'onChange'>;

/**
 * A language picker that offers only what the provider can do: pivots say so, and what it
 * cannot do is listed disabled with the reason. A value it cannot do stays shown with why.
 */
export function LanguageSelect({
  provider,
  side,
  source,
  value,
  onChange,
  leading,
  showProblem = true,
  ...rest
}: Props) {
  const { data, problem } = useLanguageChoices({ provider, side, source });
  const reason = value === 'auto' ? null : problem(value);
  return (
    <Select
      {...rest}
      data={leading ? [...leading, ...data] : data}
      value={value}
      onChange={(picked) => picked && onChange(picked as SourceChoice)}
      allowDeselect={false}
      error={showProblem ? reason : undefined}
    />
  );
}
