// A Google Cloud Translation v2 endpoint (translate and languages, the shapes of the real API) that
// answers each English paragraph of the declaration with the real text of the target language.
// Parts of a paragraph (split by a page or a column) get the matching share of its counterpart.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GOOGLE_V2_LANGUAGES } from '../../packages/engine/test/fakes/provider-languages.ts';
import { counterparts, TARGETS, type DeclarationLanguage } from './udhr.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };
const decode = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#39|apos);/gu, (_, name: string) => ENTITIES[name] ?? '');
const escape = (text: string) => text.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;');
/** Cloud Translation v2's codes for the app's languages the other way round (see providers/google.ts). */
const APP_CODES: Record<string, string> = { iw: 'he', 'zh-CN': 'zh', no: 'nb', jw: 'jv' };
const normal = (text: string) => text.replace(/\s+/gu, ' ').trim();
/** Scripts written without spaces between words: a share of a paragraph may end anywhere. */
const UNSPACED = new Set(['zh', 'ja', 'th']);

/** The counterpart of English `text` in `to`, or the text itself when the declaration has none. */
export function declarationText(text: string, to: string, table: Map<string, string>): string {
  const plain = normal(text).replace(/^(\d+[.)]|[•·–-])\s+/u, '');
  if (!plain) return text;
  const whole = table.get(plain);
  if (whole) return whole;
  for (const [english, target] of table) {
    const at = english.indexOf(plain);
    if (at < 0 || plain.length < 12) continue;
    const cut = (offset: number) => {
      let index = Math.round((offset / english.length) * target.length);
      if (offset === 0 || offset >= english.length) return Math.min(index, target.length);
      if (!UNSPACED.has(to)) while (index < target.length && target[index] !== ' ') index++;
      return index;
    };
    return target.slice(cut(at), cut(at + plain.length)).trim();
  }
  return text;
}

export class DeclarationGoogle {
  /** Every text answered, per target language, as the reader should find it in the output. */
  readonly answers = new Map<string, string[]>();
  readonly #tables = new Map<string, Map<string, string>>(
    TARGETS.map((code) => [code, counterparts(code as DeclarationLanguage)]),
  );
  readonly #server: Server;

  private constructor(server: Server) {
    this.#server = server;
  }

  static async start(): Promise<DeclarationGoogle> {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(fake.answer(request.url ?? '/', Buffer.concat(chunks).toString('utf8'))));
      });
    });
    const fake = new DeclarationGoogle(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  answer(url: string, body: string): unknown {
    if (url.includes('/languages')) return GOOGLE_V2_LANGUAGES;
    const request = JSON.parse(body) as { q: string | string[]; target: string; format?: string };
    const to = APP_CODES[request.target] ?? request.target;
    const table = this.#tables.get(to) ?? new Map<string, string>();
    const answered = this.answers.get(to) ?? [];
    this.answers.set(to, answered);
    const html = request.format === 'html';
    const translations = (Array.isArray(request.q) ? request.q : [request.q]).map((text) => {
      // A segment wrapped whole in one tag keeps it; inner tags fall away, as a provider may drop them.
      const wrapped = html ? /^(<g id="\d+">)([\s\S]*)(<\/g>)$/u.exec(text) : null;
      const inner = wrapped?.[2] ?? text;
      const source = html ? decode(inner.replace(/<[^>]+>/gu, '')) : inner;
      const target = declarationText(source, to, table);
      answered.push(target);
      const out = html ? escape(target) : target;
      return { translatedText: wrapped ? `${wrapped[1]}${out}${wrapped[3]}` : out };
    });
    return { data: { translations } };
  }

  close(): Promise<void> {
    this.#server.closeAllConnections();
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}
