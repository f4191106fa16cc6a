import { useState } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import type { Glossary } from '@tolk/contract';
import { useTranslation } from '../app/i18n/useTranslation';
import { useGlossaries } from '../api/glossaries';
import { languageName } from '../lib/languageNames';
import {
  choiceOf,
  DEFAULT_VALUE,
  glossariesForPair,
  isPairGlossary,
  NONE_VALUE,
  pickerValue,
  type GlossaryChoice,
} from '../lib/glossaryChoice';

export interface GlossaryPickerState {
  /** False while the user has no glossary for any pair: there is nothing to choose then. */
  shown: boolean;
  offered: Glossary[];
  /** Known source language; null while it is detected and not known yet. */
  from: string | null;
  value: string;
  /** What the translation is sent (undefined: leave it out, the server uses the pair's default). */
  glossaryId: GlossaryChoice;
  onChange: (value: string) => void;
}

/** The glossary choice for a pair; a chosen glossary that stops fitting the pair falls back to the default. */
export function useGlossaryPicker(from: string | null, to: string): GlossaryPickerState {
  const glossaries = useGlossaries();
  const [choice, setChoice] = useState<GlossaryChoice>(undefined);
  const all = glossaries.data ?? [];
  const offered = glossariesForPair(all, from, to);
  const value = pickerValue(choice, offered);
  return {
    shown: all.some(isPairGlossary),
    offered,
    from,
    value,
    glossaryId: choiceOf(value),
    onChange: (next) => setChoice(choiceOf(next)),
  };
}

type Props = { picker: GlossaryPickerState } & Omit<SelectProps, 'data' | 'value' | 'onChange'>;

/** "Default for this pair", "No glossary", then the user's glossaries for the pair. */
export function GlossaryPicker({ picker, ...props }: Props) {
  const { t, i18n } = useTranslation();
  const defaults = picker.offered.filter((glossary) => glossary.isDefault);
  const only = defaults.length === 1 ? defaults[0] : undefined;
  const label = (glossary: Glossary) =>
    picker.from === null && glossary.langFrom
      ? t('glossaries.picker.fromLanguage', {
          name: glossary.name,
          language: languageName(glossary.langFrom, i18n.language),
        })
      : glossary.name;
  const data = [
    {
      value: DEFAULT_VALUE,
      label: only
        ? t('glossaries.picker.defaultNamed', { name: only.name })
        : defaults.length === 0
          ? t('glossaries.picker.defaultNone')
          : t('glossaries.picker.default'),
    },
    { value: NONE_VALUE, label: t('glossaries.picker.none') },
    ...(picker.offered.length > 0
      ? [
          {
            group: t('glossaries.picker.yours'),
            items: picker.offered.map((glossary) => ({ value: glossary.glossaryId, label: label(glossary) })),
          },
        ]
      : []),
  ];
  return (
    <Select
      label={t('glossaries.picker.label')}
      allowDeselect={false}
      {...props}
      data={data}
      value={picker.value}
      onChange={(value) => value && picker.onChange(value)}
    />
  );
}
