// The second wall before LibreOffice lays out an untrusted office file (the sandbox is the first):
// every reference that would make it fetch something outside the file goes. OOXML relationships in
// external mode (linked pictures, OLE links, attached templates, external workbooks; hyperlinks
// stay, a click is not a fetch), field codes that include or link other files, data connections,
// and in any XML part an href or src attribute naming something outside the package.
import { SafeZip } from '@tolk/engine';

/** OOXML field codes that read another file or a URL when the field updates. */
const FETCHING_FIELD = /\b(INCLUDEPICTURE|INCLUDETEXT|INCLUDE|LINK|DDE|DDEAUTO|IMPORT|DATABASE)\b/i;

/** Parts that only describe fetches: web queries and database connections of a workbook. */
const CONNECTION_PART = /(^|\/)connections\.xml$|(^|\/)queryTables\//i;

const START_TAG = /<([A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)(\s[^<>]*?)?(\/?)>/g;
const ATTRIBUTE = /([^\s=]+)\s*=\s*("[^"]*"|'[^']*')/g;

/** The package without its fetches; opened within the engine's zip budget (a bomb is refused). */
export async function stripExternalLinks(bytes: Uint8Array): Promise<Uint8Array> {
  const zip = await SafeZip.open(bytes);
  for (const name of zip.names()) {
    if (CONNECTION_PART.test(name)) {
      zip.zip.remove(name);
      continue;
    }
    if (!/\.(xml|rels)$/i.test(name)) continue;
    const xml = await zip.text(name);
    const cleaned = name.toLowerCase().endsWith('.rels')
      ? withoutExternalRelationships(xml)
      : withoutFetches(xml);
    if (cleaned !== xml) zip.set(name, cleaned);
  }
  return zip.generate();
}

export function withoutExternalRelationships(xml: string): string {
  return xml.replace(
    /<([\w.-]+:)?Relationship\b[^<>]*?(\/>|>[\s\S]*?<\/([\w.-]+:)?Relationship>)/g,
    (element) => {
      const attributes = attributesOf(element);
      const external = (attributes.get('TargetMode') ?? '').trim().toLowerCase() === 'external';
      const hyperlink = /\/hyperlink$/.test(attributes.get('Type') ?? '');
      return external && !hyperlink ? '' : element;
    },
  );
}

export function withoutFetches(xml: string): string {
  const tagsCleaned = xml.replace(START_TAG, (tag, _prefix: string | undefined, localName: string) => {
    return tag.replace(ATTRIBUTE, (attribute, name: string, quoted: string) => {
      const local = name.slice(name.indexOf(':') + 1);
      const value = decodeEntities(quoted.slice(1, -1));
      if ((local === 'href' || local === 'src') && localName !== 'a' && outsideThePackage(value))
        return `${name}=""`;
      if (local === 'instr' && FETCHING_FIELD.test(value)) return `${name}=""`;
      return attribute;
    });
  });
  // Field instructions split over runs: <w:instrText> INCLUDEPICTURE "…" </w:instrText>.
  return tagsCleaned.replace(
    /(<([\w.-]+:)?instrText\b[^<>]*>)([^<]*)(<\/([\w.-]+:)?instrText>)/g,
    (whole, open: string, _p: string, text: string, close: string) =>
      FETCHING_FIELD.test(decodeEntities(text)) ? `${open}${close}` : whole,
  );
}

/**
 * Inside the package: a plain relative name (`Pictures/1.png`, `./Object 1`). Anything with a
 * scheme, an absolute or network path, or a way up (`../`) is outside; so is an empty-looking
 * name that only whitespace or controls make relative.
 */
function outsideThePackage(reference: string): boolean {
  const value = reference.trim();
  if (value === '' || value.startsWith('#')) return false;
  if (/^[A-Za-z][\w+.-]*:/.test(value)) return true;
  if (/^[\\/]/.test(value)) return true;
  return value.split(/[\\/]/).includes('..');
}

function attributesOf(element: string): Map<string, string> {
  const open = element.slice(0, element.indexOf('>') + 1);
  const attributes = new Map<string, string>();
  for (const [, name, quoted] of open.matchAll(ATTRIBUTE))
    attributes.set(name!, decodeEntities(quoted!.slice(1, -1)));
  return attributes;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, entity: string) => {
    if (entity[0] !== '#') return NAMED[entity] ?? whole;
    const code =
      entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}
