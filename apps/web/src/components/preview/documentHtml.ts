import JSZip from 'jszip';
import { marked } from 'marked';

export type DocumentFormat = 'html' | 'markdown' | 'epub';

/** Longer documents are cut for the preview; the download has it all. */
const MAX_CHARS = 2_000_000;

// The frame runs nothing (sandbox without scripts) and loads nothing from elsewhere: a document
// is read, never executed, and a tracking pixel in it stays unfetched.
const HEAD = `<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:"><meta name="viewport" content="width=device-width, initial-scale=1"><style>
:root { color-scheme: light; }
body { margin: 0; padding: 24px 28px; background: #fff; color: #1f2328; font: 15px/1.55 system-ui, sans-serif; overflow-wrap: anywhere; }
img { max-width: 100%; height: auto; }
pre, code { font-family: ui-monospace, monospace; font-size: 13px; background: #f6f8fa; }
pre { padding: 10px 12px; overflow: auto; }
table { border-collapse: collapse; } td, th { border: 1px solid #d0d7de; padding: 4px 8px; }
hr.chapter { border: 0; border-top: 1px dashed #d0d7de; margin: 32px 0; }
</style>`;

/**
 * A whole HTML document for the frame: our head first, so its policy covers everything after it;
 * the text runs in its own direction (from its first letters), whatever the UI's.
 */
export function frameDocument(html: string): string {
  return `<!doctype html><html><head>${HEAD}</head><body dir="auto">${html.slice(0, MAX_CHARS)}</body></html>`;
}

const RESOURCE_ATTRIBUTES = ['src', 'srcset', 'poster', 'background', 'data'];

/**
 * An HTML file keeps its own markup (inside the frame's policy); its scripts never run. Addresses
 * of anything it would load from elsewhere are dropped too: Chromium's preloading can fetch an
 * image before the frame's policy applies (an e2e run saw the tracking pixel requested once).
 */
function htmlBody(text: string): string {
  const { body } = new DOMParser().parseFromString(text, 'text/html');
  for (const element of body.querySelectorAll('*')) {
    for (const name of RESOURCE_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value !== null && !/^\s*data:/i.test(value)) element.removeAttribute(name);
    }
    if (element.localName === 'link') element.remove();
  }
  return body.innerHTML;
}

const resolve = (base: string, href: string) => {
  const parts = `${base.replace(/[^/]*$/, '')}${href}`.split('/');
  const out: string[] = [];
  for (const part of parts) {
    if (part === '..') out.pop();
    else if (part !== '.') out.push(part);
  }
  return decodeURIComponent(out.join('/'));
};

/** An EPUB's chapters in reading order (its spine), one after the other. */
async function epubBody(bytes: ArrayBuffer): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  const xml = async (name: string) =>
    new DOMParser().parseFromString((await zip.file(name)?.async('string')) ?? '', 'application/xml');
  const container = await xml('META-INF/container.xml');
  const opfPath = container.querySelector('rootfile')?.getAttribute('full-path');
  if (!opfPath) throw new Error('EPUB without a package document');
  const opf = await xml(opfPath);
  const hrefs = new Map(
    [...opf.querySelectorAll('manifest > item')].map((item) => [
      item.getAttribute('id'),
      item.getAttribute('href'),
    ]),
  );
  const chapters: string[] = [];
  let length = 0;
  for (const ref of opf.querySelectorAll('spine > itemref')) {
    const href = hrefs.get(ref.getAttribute('idref'));
    const file = href ? zip.file(resolve(opfPath, href)) : null;
    if (!file) continue;
    const chapter = htmlBody(await file.async('string'));
    chapters.push(chapter);
    length += chapter.length;
    if (length > MAX_CHARS) break;
  }
  return chapters.join('<hr class="chapter">');
}

/** The body to show for a document of `format`, from its bytes. */
export async function documentBody(format: DocumentFormat, bytes: ArrayBuffer): Promise<string> {
  if (format === 'epub') return epubBody(bytes);
  const text = new TextDecoder().decode(bytes);
  if (format === 'markdown') return htmlBody(await marked.parse(text, { gfm: true }));
  return htmlBody(text);
}
