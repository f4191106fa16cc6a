// One document of each kind a share can show, each with text a view shows (`visible`) and parts
// only the file itself holds (`secrets`: attachments, scripts, metadata, remote addresses), for
// the view-only sharing suite.
import type { SharedFileView, Translation } from '@tolk/contract';
import JSZip from 'jszip';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { makeDocx } from './documents.ts';

type DocumentFormat = Translation['format'];

export interface KindFixture {
  format: DocumentFormat;
  fileName: string;
  contentType: string;
  bytes: Buffer;
  /** What a view-only link answers for it. */
  view: SharedFileView;
  visible: string;
  secrets: string[];
}

const VISIBLE = 'The garden is green.';

async function pdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setTitle('PDF-TITLE-SECRET');
  document.setAuthor('PDF-AUTHOR-SECRET');
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage([400, 300]).drawText(VISIBLE, { x: 30, y: 250, size: 12, font });
  await document.attach(Buffer.from('PDF-ATTACHMENT-SECRET'), 'secret.txt', { mimeType: 'text/plain' });
  document.addJavaScript('hello', 'app.alert("PDF-SCRIPT-SECRET")');
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7d44' } })
    .withExif({ IFD0: { Copyright: 'EXIF-SECRET', ImageDescription: 'EXIF-PLACE-SECRET' } })
    .jpeg()
    .toBuffer();
}

/** A DOCX whose document properties name an author. */
async function docx(): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await makeDocx([VISIBLE]));
  const types = (await zip.file('[Content_Types].xml')!.async('string')).replace(
    '</Types>',
    '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>',
  );
  const rels = (await zip.file('_rels/.rels')!.async('string')).replace(
    '</Relationships>',
    '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>',
  );
  zip.file('[Content_Types].xml', types);
  zip.file('_rels/.rels', rels);
  zip.file(
    'docProps/core.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>DOCX-CREATOR-SECRET</dc:creator><dc:title>DOCX-TITLE-SECRET</dc:title></cp:coreProperties>',
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

async function epub(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('mimetype', 'application/epub+zip', { compression: 'STORE' });
  zip.file(
    'META-INF/container.xml',
    '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
  );
  zip.file(
    'OEBPS/content.opf',
    `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>EPUB-CREATOR-SECRET</dc:creator></metadata><manifest><item id="two" href="text/two.xhtml" media-type="application/xhtml+xml"/><item id="one" href="text/one.xhtml" media-type="application/xhtml+xml"/><item id="notes" href="text/notes.xhtml" media-type="application/xhtml+xml"/></manifest><spine><itemref idref="one"/><itemref idref="two"/></spine></package>`,
  );
  const chapter = (body: string) =>
    `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title><script>var s = "EPUB-SCRIPT-SECRET";</script></head><body>${body}</body></html>`;
  zip.file('OEBPS/text/one.xhtml', chapter('<h1>Chapter one</h1><p>The garden is green.</p>'));
  zip.file(
    'OEBPS/text/two.xhtml',
    chapter('<h1>Chapter two</h1><img src="../images/EPUB-IMAGE-SECRET.png"/>'),
  );
  zip.file('OEBPS/text/notes.xhtml', chapter('<p>EPUB-UNLISTED-SECRET</p>'));
  return zip.generateAsync({ type: 'nodebuffer' });
}

const HTML = `<!doctype html><html><head><title>HTML-TITLE-SECRET</title><meta name="author" content="HTML-META-SECRET"><script>var s = "HTML-SCRIPT-SECRET";</script><link rel="stylesheet" href="http://127.0.0.1:9/HTML-STYLE-SECRET.css"></head><body><h1>Garden</h1><p onclick="HTML-HANDLER-SECRET()">The garden is <b>green</b>.</p><img src="http://127.0.0.1:9/HTML-PIXEL-SECRET.png"><!-- HTML-COMMENT-SECRET --><iframe src="http://127.0.0.1:9/HTML-FRAME-SECRET"></iframe><a href="javascript:HTML-LINK-SECRET()">link</a></body></html>`;
const MARKDOWN = `# Garden\n\nThe garden is **green**.\n\n<script>var s = "MD-SCRIPT-SECRET";</script>\n\n![pixel](http://127.0.0.1:9/MD-PIXEL-SECRET.png)\n\n<!-- MD-COMMENT-SECRET -->\n`;

/** Every kind, built in code (the office one needs LibreOffice for its view). */
export async function kindFixtures(): Promise<KindFixture[]> {
  const text = (format: DocumentFormat, fileName: string, contentType: string, body: string) => ({
    format,
    fileName,
    contentType,
    bytes: Buffer.from(body),
    view: 'html' as const,
  });
  return [
    {
      format: 'pdf',
      fileName: 'garden.pdf',
      contentType: 'application/pdf',
      bytes: await pdf(),
      view: 'pdf',
      visible: VISIBLE,
      secrets: ['PDF-TITLE-SECRET', 'PDF-AUTHOR-SECRET', 'PDF-ATTACHMENT-SECRET', 'PDF-SCRIPT-SECRET'],
    },
    {
      format: 'jpeg',
      fileName: 'garden.jpg',
      contentType: 'image/jpeg',
      bytes: await photo(),
      view: 'image',
      visible: '',
      secrets: ['EXIF-SECRET', 'EXIF-PLACE-SECRET'],
    },
    {
      format: 'docx',
      fileName: 'garden.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      bytes: await docx(),
      view: 'pdf',
      visible: VISIBLE,
      secrets: ['DOCX-CREATOR-SECRET', 'DOCX-TITLE-SECRET'],
    },
    {
      ...text('txt', 'garden.txt', 'text/plain', `${VISIBLE}\n<script>alert("TXT")</script>\n`),
      visible: `${VISIBLE}\n&lt;script&gt;alert(&quot;TXT&quot;)&lt;/script&gt;`,
      secrets: ['<script>'],
    },
    {
      ...text('srt', 'garden.srt', 'application/x-subrip', `1\n00:00:01,000 --> 00:00:02,000\n${VISIBLE}\n`),
      visible: `00:00:01,000 --&gt; 00:00:02,000\n${VISIBLE}`,
      secrets: [],
    },
    {
      ...text('vtt', 'garden.vtt', 'text/vtt', `WEBVTT\n\n00:00.000 --> 00:01.000\n${VISIBLE}\n`),
      visible: VISIBLE,
      secrets: [],
    },
    {
      ...text('md', 'garden.md', 'text/markdown', MARKDOWN),
      visible: '<h1>Garden</h1>\n<p>The garden is <strong>green</strong>.</p>',
      secrets: ['MD-SCRIPT-SECRET', 'MD-PIXEL-SECRET', 'MD-COMMENT-SECRET', '**green**'],
    },
    {
      ...text('html', 'garden.html', 'text/html', HTML),
      visible: '<p>The garden is <b>green</b>.</p>',
      secrets: HTML.match(/HTML-[A-Z]+-SECRET/g) ?? [],
    },
    {
      format: 'epub',
      fileName: 'garden.epub',
      contentType: 'application/epub+zip',
      bytes: await epub(),
      view: 'html',
      visible: '<h1>Chapter one</h1><p>The garden is green.</p><hr class="chapter"><h1>Chapter two</h1>',
      secrets: ['EPUB-CREATOR-SECRET', 'EPUB-SCRIPT-SECRET', 'EPUB-IMAGE-SECRET', 'EPUB-UNLISTED-SECRET'],
    },
    {
      format: 'heic',
      fileName: 'garden.heic',
      contentType: 'image/heic',
      bytes: Buffer.concat([Buffer.from('\0\0\0\x18ftypheic'), Buffer.from('HEIC-BYTES-SECRET')]),
      view: 'none',
      visible: '',
      secrets: ['HEIC-BYTES-SECRET'],
    },
  ];
}
