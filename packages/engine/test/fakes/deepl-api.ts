// Speaks the DeepL API v2 as deepl-node 1.x calls it (header Authorization: DeepL-Auth-Key …):
// - POST /v2/translate, form body text=…(repeated)&target_lang&source_lang?&tag_handling?&formality?&glossary_id?
//   -> {translations:[{detected_source_language, text, billed_characters}]}
// - GET /v2/languages[?type=target] -> [{language, name, supports_formality?}]
// - POST /v2/glossaries, form body name&source_lang&target_lang&entries (TSV)&entries_format=tsv
//   -> 201 {glossary_id, name, ready, source_lang, target_lang, creation_time, entry_count}
// - DELETE /v2/glossaries/{id} -> 204
// Errors as {message}: 403 bad key, 456 quota, 429 too many requests, 404 unknown glossary.
import { escapeRegExp } from '../../src/protect/spans.ts';
import { fakeTranslate } from '../../src/providers/fake.ts';
import { startFakeServer, type FakeServer, type Reply } from './http-server.ts';

export const DEEPL_KEY = 'test-deepl-key:fx';

const SOURCE = [
  'AR',
  'DA',
  'DE',
  'EN',
  'ES',
  'FR',
  'IT',
  'JA',
  'KO',
  'NB',
  'NL',
  'PL',
  'PT',
  'RU',
  'SV',
  'TR',
  'UK',
  'ZH',
];
const TARGET = [
  ...SOURCE.filter((code) => !['EN', 'PT', 'ZH'].includes(code)),
  'EN-GB',
  'EN-US',
  'PT-BR',
  'PT-PT',
  'ZH-HANS',
  'ZH-HANT',
];
const FORMALITY = new Set(['DE', 'ES', 'FR', 'IT', 'JA', 'NL', 'PL', 'PT-BR', 'PT-PT', 'RU']);

export const deeplError = (status: number, message: string): Reply => ({ status, body: { message } });

interface StoredGlossary {
  entries: [string, string][];
}

/** The fake's translation, with glossary terms written as the glossary says (DeepL's own behaviour). */
function translate(text: string, tagged: boolean, to: string, glossary?: StoredGlossary): string {
  if (!glossary?.entries.length) return fakeTranslate(text, tagged ? 'tagged' : 'text', to);
  const pattern = new RegExp(glossary.entries.map(([source]) => escapeRegExp(source)).join('|'), 'g');
  let out = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    out += fakeTranslate(text.slice(last, match.index), tagged ? 'tagged' : 'text', to).replace(
      /^⟦\w+⟧ /,
      '',
    );
    out += glossary.entries.find(([source]) => source === match[0])?.[1] ?? match[0];
    last = match.index + match[0].length;
  }
  return out + fakeTranslate(text.slice(last), tagged ? 'tagged' : 'text', to).replace(/^⟦\w+⟧ /, '');
}

export interface FakeDeepl extends FakeServer {
  glossaries: Map<string, StoredGlossary>;
}

export async function startFakeDeepl(): Promise<FakeDeepl> {
  const glossaries = new Map<string, StoredGlossary>();
  let nextId = 1;
  const server = await startFakeServer((request) => {
    if (request.headers.authorization !== `DeepL-Auth-Key ${DEEPL_KEY}`)
      return deeplError(403, 'Authorization failure, check auth_key');
    const path = request.url.pathname;
    if (request.method === 'GET' && path === '/v2/languages') {
      const target = request.url.searchParams.get('type') === 'target';
      return {
        status: 200,
        body: (target ? TARGET : SOURCE).map((language) => ({
          language,
          name: language,
          ...(target ? { supports_formality: FORMALITY.has(language) } : {}),
        })),
      };
    }
    const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
    if (request.method === 'POST' && path === '/v2/glossaries') {
      const id = `0000000${nextId++}-aaaa-bbbb-cccc-dddddddddddd`;
      const entries = (form.get('entries') ?? '')
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('\t') as [string, string]);
      glossaries.set(id, { entries });
      return {
        status: 201,
        body: {
          glossary_id: id,
          name: form.get('name'),
          ready: true,
          source_lang: form.get('source_lang'),
          target_lang: form.get('target_lang'),
          creation_time: '2026-11-24T09:00:00.000Z',
          entry_count: entries.length,
        },
      };
    }
    const glossaryPath = /^\/v2\/glossaries\/([\w-]+)$/.exec(path);
    if (request.method === 'DELETE' && glossaryPath) {
      return glossaries.delete(glossaryPath[1] ?? '')
        ? { status: 204 }
        : deeplError(404, 'Glossary not found');
    }
    if (request.method !== 'POST' || path !== '/v2/translate') return deeplError(404, 'Not found');
    const texts = form.getAll('text');
    const target = form.get('target_lang')?.toUpperCase() ?? '';
    if (texts.length === 0 || texts.length > 50)
      return deeplError(400, "Parameter 'text' not specified or too many.");
    if (!TARGET.includes(target)) return deeplError(400, "Value for 'target_lang' not supported.");
    const glossaryId = form.get('glossary_id');
    const glossary = glossaryId ? glossaries.get(glossaryId) : undefined;
    if (glossaryId && !glossary) return deeplError(404, 'Glossary not found');
    const to = target.split('-')[0]?.toLowerCase() ?? '';
    return {
      status: 200,
      body: {
        translations: texts.map((text) => ({
          detected_source_language: form.get('source_lang') ?? 'FR',
          text: translate(text, form.get('tag_handling') === 'xml', to, glossary),
          billed_characters: text.length,
        })),
      },
    };
  });
  return Object.assign(server, { glossaries });
}
