// @vitest-environment happy-dom
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { documentBody, frameDocument } from './documentHtml';

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

async function epub(chapters: Record<string, string>, spine: string[]): Promise<ArrayBuffer> {
  const zip = new JSZip();
  zip.file('mimetype', 'application/epub+zip');
  zip.file(
    'META-INF/container.xml',
    '<?xml version="1.0"?><container xmlns="urn:oasis:names:tc:opendocument:xmlns:container" version="1.0"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
  );
  const items = Object.keys(chapters)
    .map((id) => `<item id="${id}" href="text/${id}.xhtml" media-type="application/xhtml+xml"/>`)
    .join('');
  const refs = spine.map((id) => `<itemref idref="${id}"/>`).join('');
  zip.file(
    'OEBPS/content.opf',
    `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><manifest>${items}</manifest><spine>${refs}</spine></package>`,
  );
  for (const [id, body] of Object.entries(chapters))
    zip.file(
      `OEBPS/text/${id}.xhtml`,
      `<html xmlns="http://www.w3.org/1999/xhtml"><body>${body}</body></html>`,
    );
  return zip.generateAsync({ type: 'arraybuffer' });
}

describe('documents shown in the preview frame', () => {
  it('renders Markdown as HTML: headings, lists, tables and code', async () => {
    const html = await documentBody(
      'markdown',
      bytes('# La casa\n\n- uno\n- dos\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```\nnpm test\n```\n'),
    );
    expect(html).toContain('<h1>La casa</h1>');
    expect(html).toMatch(/<li>uno<\/li>\s*<li>dos<\/li>/);
    expect(html).toContain('<td>1</td>');
    expect(html).toContain('<code>npm test\n</code>');
  });

  it("reads an EPUB's chapters in spine order, not manifest order", async () => {
    const book = await epub({ one: '<p>Capítulo uno</p>', two: '<h1>Capítulo dos</h1>' }, ['two', 'one']);
    const html = await documentBody('epub', book);
    expect(html.indexOf('Capítulo dos')).toBeLessThan(html.indexOf('Capítulo uno'));
    expect(html).toContain('<hr class="chapter">');
  });

  it('puts a policy that loads nothing from elsewhere before the document', async () => {
    const body = await documentBody(
      'html',
      bytes('<html><body><p>Hola</p><img src="https://t.example/p.gif"></body></html>'),
    );
    const framed = frameDocument(body);
    expect(framed.indexOf("default-src 'none'")).toBeLessThan(framed.indexOf('<p>Hola</p>'));
    expect(framed).toContain('img-src data:');
  });

  it('drops the addresses of what a document would load from elsewhere, keeping inline images', async () => {
    const body = await documentBody(
      'html',
      bytes(
        '<body><img src="https://t.example/p.gif" alt="pixel"><img srcset="https://t.example/2x.png 2x">' +
          '<link rel="stylesheet" href="https://t.example/s.css"><img src="data:image/png;base64,AAAA"></body>',
      ),
    );
    expect(body).not.toContain('t.example');
    expect(body).toContain('alt="pixel"');
    expect(body).toContain('src="data:image/png;base64,AAAA"');
  });
});
