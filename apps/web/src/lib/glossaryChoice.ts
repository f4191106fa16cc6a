import type { Glossary } from '@tolk/contract';

/** What a translation is sent: undefined, the pair's default (the server picks); null, none; or an id. */
export type GlossaryChoice = string | null | undefined;

/** The picker's values for "the pair's default" and "none"; any other value is a glossary's id. */
export const DEFAULT_VALUE = '@default';
export const NONE_VALUE = '@none';

export const isPairGlossary = (glossary: Glossary) => glossary.langFrom !== null && glossary.langTo !== null;

/**
 * The glossaries a translation from `from` to `to` can use. While the source is detected and not
 * known yet, every glossary into the target is offered: the server checks the pair once it knows.
 */
export function glossariesForPair(
  glossaries: readonly Glossary[],
  from: string | null,
  to: string,
): Glossary[] {
  return glossaries.filter(
    (glossary) =>
      isPairGlossary(glossary) && glossary.langTo === to && (from === null || glossary.langFrom === from),
  );
}

/** The picker's value for a choice, the default when the chosen glossary no longer fits the pair. */
export function pickerValue(choice: GlossaryChoice, offered: readonly Glossary[]): string {
  if (choice === null) return NONE_VALUE;
  if (choice && offered.some((glossary) => glossary.glossaryId === choice)) return choice;
  return DEFAULT_VALUE;
}

export function choiceOf(value: string): GlossaryChoice {
  if (value === NONE_VALUE) return null;
  if (value === DEFAULT_VALUE) return undefined;
  return value;
}
