// The reading view a view-only share shows of a text document: one HTML page made here from the
// file (text and subtitles as preformatted text, Markdown rendered, HTML and an EPUB's chapters as
// their own markup, cleaned by reading-html.ts), never the file itself.

import { decodeLeniently, SafeZip } from '@tolk/engine';
import { marked } from 'marked';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { escapeHtml, readingMarkup } from './reading-html.ts';

export type ReadingSource = 'text' | 'markdown' | 'html' | 'epub';

/** Longer documents are cut for the view, as the app's own preview does. */
export const MAX_VIEW_CHARS = 2_000_000;

// The page's own policy (the answer's header repeats it): nothing runs, nothing is fetched.
const HEAD = `<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:"><meta name="viewport" content="width=device-width, initial-scale=1"><style>
body { margin: 0; padding: 24px 28px; background: #fff; color: #1f2328; font: 15px/1.55 system-ui, sans-serif; overflow-wrap: anywhere; }
img { max-width: 100%; height: auto; }
pre.text { white-space: pre-wrap; font: 14px/1.5 ui-monospace, monospace; margin: 0; }
hr.chapter { border: 0; border-top: 1px dashed #d0d7de; margin: 32px 0; }
</style>`;

const decode = (bytes: Uint8Array) => decodeLeniently(bytes).slice(0, MAX_VIEW_CHARS);

type Element = DefaultTreeAdapterTypes.Element;
const localName = (element: Element) => element.tagName.replace(/^.*:/, '');
const attribute = (element: Element, name: string) =>
  element.attrs.find((candidate) => candidate.name.replace(/^.*:/, '') === name)?.value;

/** Elements in document order (XML read by the HTML parser: nesting may be off, order is not). */
function elements(markup: string): Element[] {
  const found: Element[] = [];
  const pending: DefaultTreeAdapterTypes.ParentNode[] = [parse(markup)];
  for (let node = pending.pop(); node; node = pending.pop()) {
    for (const child of [...node.childNodes].reverse())
      if ('tagName' in child) {
        pending.push(child);
      }
    if ('tagName' in node) found.push(node);
  }
  return found;
}

/** A path inside the archive, relative to the file that names it. */
function resolve(base: string, href: string): string {
  const parts = `${base.replace(/[^/]*$/, '')}${href.split('#')[0]}`.split('/');
  const out: string[] = [];
  for (const part of parts) {
    if (part === '..') out.pop();
    else if (part !== '.') out.push(part);
  }
  return decodeURIComponent(out.join('/'));
}

/** An EPUB's chapters in reading order (its spine), one after the other. */
async function epubMarkup(bytes: Uint8Array): Promise<string> {
  // Within the engine's zip budget: the view is made on the API process.
  const zip = await SafeZip.open(bytes);
  const text = async (name: string) => (zip.has(name) ? zip.text(name) : '');
  const rootfile = elements(await text('META-INF/container.xml')).find((e) => localName(e) === 'rootfile');
  const opfPath = rootfile && attribute(rootfile, 'full-path');
  if (!opfPath) return '';
  const opf = elements(await text(opfPath));
  const hrefs = new Map(
    opf
      .filter((e) => localName(e) === 'item')
      .map((item) => [attribute(item, 'id'), attribute(item, 'href')]),
  );
  const chapters: string[] = [];
  let length = 0;
  for (const ref of opf.filter((e) => localName(e) === 'itemref')) {
    const href = hrefs.get(attribute(ref, 'idref'));
    if (!href || length > MAX_VIEW_CHARS) continue;
    const chapter = readingMarkup(await text(resolve(opfPath, href)));
    chapters.push(chapter);
    length += chapter.length;
  }
  return chapters.join('<hr class="chapter">');
}

async function bodyOf(source: ReadingSource, bytes: Uint8Array): Promise<string> {
  if (source === 'epub') return epubMarkup(bytes);
  const text = decode(bytes);
  if (source === 'text') return `<pre class="text" style="white-space: pre-wrap">${escapeHtml(text)}</pre>`;
  if (source === 'markdown') return readingMarkup(await marked.parse(text, { gfm: true, async: true }));
  return readingMarkup(text);
}

/** The whole reading page for a document's bytes. */
export async function readingView(source: ReadingSource, bytes: Uint8Array, title: string): Promise<string> {
  const body = await bodyOf(source, bytes);
  return `<!doctype html><html><head>${HEAD}<title>${escapeHtml(title)}</title></head><body>${body}</body></html>`;
}
