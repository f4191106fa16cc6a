// EPUB 2/3: the XHTML documents of the OPF spine (and the EPUB 3 navigation document) are
// translated; the package document, styles, fonts and images are copied as they are. The
// `mimetype` entry stays first and stored. Bilingual: each block followed by its translation.
import { parseXml } from '../../safety/xml.ts';
import type { SafeZip } from '../../safety/zip.ts';
import { zipMimetype } from '../../safety/zip-directory.ts';
import { EngineError, type FormatModule } from '../../types.ts';
import { analyzeZipXml, translateZipXml, type ZipXmlFormat } from '../inline/zip-document.ts';
import { attr, findAll } from '../inline/xml-tree.ts';
import { xhtmlUnits } from './xhtml-units.ts';

const MIME = 'application/epub+zip';
const XHTML_TYPES = new Set(['application/xhtml+xml', 'text/html']);

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
  for (const item of [...spine, ...nav]) {
    if (!item || !XHTML_TYPES.has(item.type)) continue;
    const name = resolve(opfPath, item.href);
    if (zip.has(name) && !names.includes(name)) names.push(name);
  }
  return names;
}

const epubFormat: ZipXmlFormat = {
  id: 'epub',
  label: 'EPUB',
  matches: async (zip) =>
    zip.has('META-INF/container.xml') &&
    (!zip.has('mimetype') || (await zip.text('mimetype')).trim() === MIME),
  parts: contentDocuments,
  extract: (document, _part, mode, to) => xhtmlUnits(document.nodes, mode, to),
};

export const epub: FormatModule = {
  id: 'epub',
  extensions: ['.epub'],
  mimeType: MIME,
  sniff: (bytes) => zipMimetype(bytes) === MIME,
  analyze: (bytes) => analyzeZipXml(bytes, epubFormat),
  translate: (bytes, context) => translateZipXml(bytes, context, epubFormat),
};
