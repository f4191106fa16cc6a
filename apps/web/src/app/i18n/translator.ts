/**
 * The UI strings: one JSON catalogue per language (./locales), fetched when the language is first
 * used. Keys are dotted paths ('welcome.title'); `{{name}}` takes an option's value (or `replace`'s); a `count`
 * picks the plural form (`_zero` for 0 when written, else Intl.PluralRules: `_one`, `_few`, …,
 * `_other`). This is the part of i18next the app used, in a few hundred bytes rather than 17 KB
 * gzip of the first screen (issue 13); every catalogue has every key (resources.test.ts), so no
 * fallback language is fetched: a missing string shows `defaultValue`, else its key.
 */

type Catalogue = { [key: string]: string | Catalogue };
export type TOptions = {
  count?: number;
  lng?: string;
  defaultValue?: string;
  /** Values for the placeholders only, never read as options (params a server sent). */
  replace?: Record<string, unknown>;
} & Record<string, unknown>;
export type TFunction = (key: string, options?: TOptions) => string;
type Listener = (language: string) => void;

const CATALOGUES = import.meta.glob<Catalogue>('./locales/*.json', { import: 'default' });
const loaded = new Map<string, Catalogue>();
const loading = new Map<string, Promise<void>>();
const listeners = new Set<Listener>();
const pluralRules = new Map<string, Intl.PluralRules>();

function lookup(language: string, key: string): string | undefined {
  let node: string | Catalogue | undefined = loaded.get(language);
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function pluralForms(language: string, count: number): string[] {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return [...(count === 0 ? ['zero'] : []), rules.select(count), 'other'];
}

function text(language: string, key: string, options: TOptions | undefined): string | undefined {
  if (typeof options?.count !== 'number') return lookup(language, key);
  for (const form of pluralForms(language, options.count)) {
    const found = lookup(language, `${key}_${form}`);
    if (found !== undefined) return found;
  }
  return lookup(language, key);
}

const interpolate = (template: string, values: Record<string, unknown> | undefined) =>
  template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
    const value = values?.[name];
    return value === undefined || value === null ? '' : String(value);
  });

function translate(language: string, key: string, options?: TOptions): string {
  const found = text(options?.lng ?? language, key, options) ?? options?.defaultValue ?? key;
  return interpolate(found, options?.replace ?? options);
}

export const i18n = {
  /** The language the UI shows ('' until the first one is set). */
  language: '',
  isInitialized: false,

  t: ((key, options) => translate(i18n.language, key, options)) as TFunction,

  exists: (key: string) => lookup(i18n.language, key) !== undefined,

  /** A `t` for one language, whatever the UI shows (it must have been loaded). */
  getFixedT:
    (language: string): TFunction =>
    (key, options) =>
      translate(language, key, options),

  async loadLanguages(languages: string | readonly string[]): Promise<void> {
    await Promise.all([languages].flat().map(load));
  },

  /** Fetches the language's strings, then shows it and tells the listeners. */
  async changeLanguage(language: string): Promise<void> {
    await load(language);
    i18n.isInitialized = true;
    if (i18n.language === language) return;
    i18n.language = language;
    listeners.forEach((listener) => listener(language));
  },

  on(_event: 'languageChanged', listener: Listener): void {
    listeners.add(listener);
  },

  off(_event: 'languageChanged', listener: Listener): void {
    listeners.delete(listener);
  },
};

function load(language: string): Promise<void> {
  const read = CATALOGUES[`./locales/${language}.json`];
  if (!read) return Promise.reject(new Error(`No UI strings for ${language}`));
  let pending = loading.get(language);
  if (!pending) {
    pending = read().then((catalogue) => void loaded.set(language, catalogue));
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}
