// EPUB 2/3: the XHTML documents of the OPF spine (and the EPUB 3 navigation document) are
// translated; the package document, styles, fonts and images are copied as they are. The
// `mimetype` entry stays first and stored. Bilingual: each block followed by its translation.
import { parseXml, type XmlNode } from '../../safety/xml.ts';
import type { SafeZip } from '../../safety/zip.ts';
import { zipMimetype } from '../../safety/zip-directory.ts';
import { EngineError, type FormatModule } from '../../types.ts';
import { analyzeZipXml, translateZipXml, type ZipXmlFormat } from '../inline/zip-document.ts';
import { encodeInline, plainText } from '../inline/tagged.ts';
import type { TextUnit } from '../inline/zip-document.ts';
import { attr, childrenOf, findAll, innerText, setChildren, textNode } from '../inline/xml-tree.ts';
import { xhtmlUnits } from './xhtml-units.ts';

const MIME = 'application/epub+zip';
const XHTML_TYPES = new Set(['application/xhtml+xml', 'text/html']);
const NCX_TYPE = 'application/x-dtbncx+xml';

function resolve(base: string, href: string): string {
  const parts = base.split('/').slice(0, -1);
  for (const piece of decodeURIComponent(href.split('#')[0] ?? '').split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.' && piece !== '') parts.push(piece);
  }
  return parts.join('/');
}

async function contentDocuments(zip: SafeZip): Promise<string[]> {
  const container = parseXml(await zip.text('META-INF/container.xml'), 'META-INF/container.xml');
  const opfPath = findAll(container.nodes, (name) => name === 'rootfile').map(({ node }) =>
    attr(node, 'full-path'),
  )[0];
  if (!opfPath || !zip.has(opfPath))
    throw new EngineError('corrupt-file', 'The EPUB has no package document.');
  const opf = parseXml(await zip.text(opfPath), opfPath);
  const local = (name: string): string => name.slice(name.indexOf(':') + 1);
  const items = new Map(
    findAll(opf.nodes, (name) => local(name) === 'item').map(({ node }) => [
      attr(node, 'id') ?? '',
      {
        href: attr(node, 'href') ?? '',
        type: attr(node, 'media-type') ?? '',
        properties: attr(node, 'properties') ?? '',
      },
    ]),
  );
  const spine = findAll(opf.nodes, (name) => local(name) === 'itemref').map(({ node }) =>
    items.get(attr(node, 'idref') ?? ''),
  );
  const nav = [...items.values()].filter((item) => item.properties.split(/\s+/).includes('nav'));
  const names: string[] = [];
  const ncx = [...items.values()].filter((item) => item.type === NCX_TYPE);
  for (const item of [...spine, ...nav, ...ncx]) {
    if (!item || !(XHTML_TYPES.has(item.type) || item.type === NCX_TYPE)) continue;
    const name = resolve(opfPath, item.href);
    if (zip.has(name) && !names.includes(name)) names.push(name);
  }
  return names;
}

/** EPUB 2 table of contents (toc.ncx): the labels readers show; kept as is in the bilingual book. */
function ncxUnits(nodes: XmlNode[]): TextUnit[] {
  const labels = findAll(nodes, (name) => name === 'navLabel' || name === 'docTitle').flatMap(({ node }) =>
    childrenOf(node),
  );
  return labels
    .filter((node) => 'text' in node)
    .map((node) => {
      const encoded = encodeInline<never, never>([{ kind: 'text', style: '', text: innerText(node) }]);
      return {
        segment: encoded.segment,
        plain: encoded.plain,
        apply: (translation) => setChildren(node, [textNode(plainText(encoded.decode(translation)))]),
      };
    });
}

const epubFormat: ZipXmlFormat = {
  id: 'epub',
  label: 'EPUB',
  matches: async (zip) =>
    zip.has('META-INF/container.xml') &&
    (!zip.has('mimetype') || (await zip.text('mimetype')).trim() === MIME),
  parts: contentDocuments,
  extract: (document, part, mode, to) =>
    part.endsWith('.ncx')
      ? mode === 'translated'
        ? ncxUnits(document.nodes)
        : []
      : xhtmlUnits(document.nodes, mode, to),
};

export const epub: FormatModule = {
  id: 'epub',
  extensions: ['.epub'],
  mimeType: MIME,
  sniff: (bytes) => zipMimetype(bytes) === MIME,
  analyze: (bytes) => analyzeZipXml(bytes, epubFormat),
  translate: (bytes, context) => translateZipXml(bytes, context, epubFormat),
};
