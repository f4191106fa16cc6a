import { describe, expect, it } from 'vitest';
import { UI_LOCALES, type UiLocale } from '@tolk/contract';

type Catalogue = Record<string, unknown>;

const FILES = import.meta.glob<Catalogue>('./locales/*.json', { eager: true, import: 'default' });
const catalogue = (locale: UiLocale): Catalogue => FILES[`./locales/${locale}.json`] ?? {};
const enUS = catalogue('en-US');

function strings(value: unknown, prefix = ''): [string, string][] {
  if (typeof value !== 'object' || value === null) return [[prefix, String(value)]];
  return Object.entries(value).flatMap(([key, child]) => strings(child, prefix ? `${prefix}.${key}` : key));
}

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

/** Keys without plural forms, and plural keys grouped by base ('a.b_one', 'a.b_other' → 'a.b'). */
function shape(resource: Catalogue) {
  const all = new Map(strings(resource));
  const plain = new Map<string, string>();
  const plural = new Map<string, Map<string, string>>();
  for (const [key, text] of all) {
    const match = PLURAL.exec(key);
    if (match && all.has(`${match[1]}_other`)) {
      const forms = plural.get(match[1]!) ?? new Map<string, string>();
      plural.set(match[1]!, forms.set(match[2]!, text));
    } else plain.set(key, text);
  }
  return { all, plain, plural };
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]!).sort();

/** The plural forms a count from 0 to 1000 can take in this language: each must be written. */
function requiredForms(locale: UiLocale): Set<string> {
  const rules = new Intl.PluralRules(locale);
  return new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)));
}

const english = shape(enUS);
const others = UI_LOCALES.filter((locale) => locale !== 'en-US');

describe('UI strings', () => {
  it('has one catalogue per UI locale of the contract, and no other', () => {
    expect(Object.keys(FILES).sort()).toEqual(UI_LOCALES.map((l) => `./locales/${l}.json`).sort());
  });

  it.each(others)('%s has every English key, and nothing extra', (locale) => {
    const { plain, plural } = shape(catalogue(locale));
    expect([...plain.keys()].sort()).toEqual([...english.plain.keys()].sort());
    expect([...plural.keys()].sort()).toEqual([...english.plural.keys()].sort());
  });

  it.each(UI_LOCALES)('%s writes every plural form of its language, and only those', (locale) => {
    const allowed = new Set(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);
    const required = requiredForms(locale);
    for (const [base, forms] of shape(catalogue(locale)).plural) {
      const written = [...forms.keys()];
      expect(
        written.filter((form) => !allowed.has(form as Intl.LDMLPluralRule)),
        base,
      ).toEqual([]);
      expect(
        [...required].filter((form) => !forms.has(form)),
        base,
      ).toEqual([]);
    }
  });

  it.each(others)('%s uses the same placeholders as English', (locale) => {
    const { plain, plural } = shape(catalogue(locale));
    for (const [key, text] of plain) {
      expect(placeholders(text), key).toEqual(placeholders(english.plain.get(key) ?? ''));
    }
    // Plural forms: every placeholder but the count in each form; the count where English's
    // "other" form has it (a language may spell "one" or "two" out in words).
    for (const [base, forms] of plural) {
      const englishForms = english.plural.get(base) ?? new Map<string, string>();
      const named = [...new Set([...englishForms.values()].flatMap(placeholders))].filter(
        (p) => p !== 'count',
      );
      for (const [form, text] of forms) {
        expect(
          placeholders(text).filter((p) => p !== 'count'),
          `${base}_${form}`,
        ).toEqual(named.sort());
      }
      const countInOther = placeholders(englishForms.get('other') ?? '').includes('count');
      expect(placeholders(forms.get('other') ?? '').includes('count'), `${base}_other`).toBe(countInOther);
    }
  });

  it('has no empty strings', () => {
    for (const locale of UI_LOCALES) {
      for (const [key, text] of shape(catalogue(locale)).all)
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
    }
  });

  it('uses the exact English titles and subtitles of SPEC.md §2', () => {
    const spec = (key: string) => english.plain.get(key);
    expect(spec('history.subtitle')).toBe('Your translation history');
    expect(spec('pricing.title')).toBe('Choose your plan');
    expect(spec('settings.subtitle')).toBe('App preferences');
    expect(spec('profile.subtitle')).toBe('Account information');
    expect(spec('camera.title')).toBe('Live translation');
  });
});
