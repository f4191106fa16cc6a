// Office documents with code in them, generated in code: the same prose in DOCX, ODT and PPTX, with
// an e-mail address, a URL and a --flag in the running text, inline code set by a code character
// style and by a monospace font, a name used both in code and in prose, and a code block.
import JSZip from 'jszip';
import { buildDocx, para, run } from '../fixtures/office/docx-fixture.ts';
import { buildPptx } from '../fixtures/office/pptx-fixture.ts';
import { XML_DECLARATION, zipOf } from '../fixtures/office/zip-fixture.ts';

export const PROSE = 'GNU tar is an archiving program.';
export const ADDRESSES = 'Write to help-tar@gnu.org or see https://www.gnu.org/software/tar/ for the manual.';
export const KEPT = ['help-tar@gnu.org', 'https://www.gnu.org/software/tar/', '--verbose', 'make install'];
/** The code block: shell words Apertium would translate ("make", "archive"), two spaces inside. */
export const CODE_LINE = 'tar cfv etc.tar /etc  # make the archive';

async function replaceEntries(bytes: Uint8Array, entries: Record<string, string>): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(bytes);
  for (const [name, content] of Object.entries(entries)) zip.file(name, content);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const mono = (font: string) => `<w:rFonts w:ascii="${font}" w:hAnsi="${font}"/>`;
const DOCX_STYLES = `${XML_DECLARATION}<w:styles ${W}><w:docDefaults><w:rPrDefault><w:rPr>${mono('Liberation Serif')}</w:rPr></w:rPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style><w:style w:type="paragraph" w:styleId="PreformattedText"><w:name w:val="Preformatted Text"/><w:basedOn w:val="Normal"/><w:rPr>${mono('Liberation Mono')}</w:rPr></w:style><w:style w:type="paragraph" w:styleId="ShellExample"><w:name w:val="Shell Example"/><w:basedOn w:val="PreformattedText"/></w:style><w:style w:type="character" w:styleId="SourceText"><w:name w:val="Source Text"/><w:rPr>${mono('Liberation Mono')}</w:rPr></w:style></w:styles>`;

/** The code paragraph of the DOCX, as written (a style based on Preformatted Text). */
export const DOCX_CODE_PARAGRAPH = para(run(CODE_LINE), '<w:pStyle w:val="ShellExample"/>');

export async function buildCodeDocx(): Promise<Uint8Array> {
  const body = [
    para(run(PROSE)),
    para(run(ADDRESSES)),
    para(
      run('Run ') +
        run('tar', '<w:rStyle w:val="SourceText"/>') +
        run(' with the --verbose flag to list the files.'),
    ),
    para(run('Type ') + run('make install', mono('Courier New')) + run(' and the house is ready.')),
    DOCX_CODE_PARAGRAPH,
  ].join('');
  return replaceEntries(await buildDocx(body), { 'word/styles.xml': DOCX_STYLES });
}

const ODF_NS =
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:xlink="http://www.w3.org/1999/xlink" office:version="1.3"';

/** The code paragraph of the ODT: an automatic style whose parent is Preformatted Text. */
export const ODT_CODE_PARAGRAPH = `<text:p text:style-name="P1">tar cfv etc.tar /etc <text:s/># make the archive</text:p>`;

export function buildCodeOdt(): Promise<Uint8Array> {
  const styles = `${XML_DECLARATION}<office:document-styles ${ODF_NS}><office:font-face-decls><style:font-face style:name="Liberation Mono" svg:font-family="'Liberation Mono'" style:font-pitch="fixed"/></office:font-face-decls><office:styles><style:style style:name="Standard" style:family="paragraph"/><style:style style:name="Text_20_body" style:display-name="Text body" style:family="paragraph" style:parent-style-name="Standard"/><style:style style:name="Preformatted_20_Text" style:display-name="Preformatted Text" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties style:font-name="Liberation Mono"/></style:style><style:style style:name="Source_20_Text" style:display-name="Source Text" style:family="text"><style:text-properties style:font-name="Liberation Mono"/></style:style></office:styles></office:document-styles>`;
  // T1 is direct formatting in a font whose face is declared under another name.
  const content = `${XML_DECLARATION}<office:document-content ${ODF_NS}><office:font-face-decls><style:font-face style:name="F9" svg:font-family="'DejaVu Sans Mono'"/></office:font-face-decls><office:automatic-styles><style:style style:name="P1" style:family="paragraph" style:parent-style-name="Preformatted_20_Text"/><style:style style:name="T1" style:family="text"><style:text-properties style:font-name="F9"/></style:style><style:style style:name="T2" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style></office:automatic-styles><office:body><office:text><text:p text:style-name="Text_20_body">${PROSE}</text:p><text:p text:style-name="Text_20_body">Write to <text:a xlink:type="simple" xlink:href="mailto:help-tar@gnu.org">help-tar@gnu.org</text:a> or see https://www.gnu.org/software/tar/ for the manual.</text:p><text:p text:style-name="Text_20_body">Run <text:span text:style-name="Source_20_Text">tar</text:span> with the --verbose flag to list the files.</text:p><text:p text:style-name="Text_20_body">Type <text:span text:style-name="T1">make install</text:span> and the <text:span text:style-name="T2">house</text:span> is ready.</text:p>${ODT_CODE_PARAGRAPH}</office:text></office:body></office:document-content>`;
  const mime = 'application/vnd.oasis.opendocument.text';
  return zipOf([
    { name: 'mimetype', content: mime, stored: true },
    {
      name: 'META-INF/manifest.xml',
      content: `${XML_DECLARATION}<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3"><manifest:file-entry manifest:full-path="/" manifest:media-type="${mime}"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/><manifest:file-entry manifest:full-path="styles.xml" manifest:media-type="text/xml"/></manifest:manifest>`,
    },
    { name: 'content.xml', content },
    { name: 'styles.xml', content: styles },
  ]);
}

const P_NS =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
const r = (text: string, font?: string): string =>
  `<a:r><a:rPr lang="en-US">${font ? `<a:latin typeface="${font}"/>` : ''}</a:rPr><a:t>${text}</a:t></a:r>`;
const p = (runs: string): string => `<a:p>${runs}<a:endParaRPr lang="en-US"/></a:p>`;

/** The code paragraph of the PPTX: every run in Consolas. */
export const PPTX_CODE_PARAGRAPH = p(
  r('tar cfv etc.tar /etc', 'Consolas') + r('  # make the archive', 'Consolas'),
);

export async function buildCodePptx(): Promise<Uint8Array> {
  const body = [
    p(r(PROSE)),
    p(r(ADDRESSES)),
    p(r('Run ') + r('tar', 'Liberation Mono') + r(' with the --verbose flag to list the files.')),
    p(r('Type ') + r('make install', 'Courier New') + r(' and the house is ready.')),
    PPTX_CODE_PARAGRAPH,
  ].join('');
  const slide = `${XML_DECLARATION}<p:sld ${P_NS}><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/><p:sp><p:nvSpPr><p:cNvPr id="2" name="Body"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/><a:lstStyle/>${body}</p:txBody></p:sp></p:spTree></p:cSld></p:sld>`;
  return replaceEntries(await buildPptx(), { 'ppt/slides/slide1.xml': slide });
}
