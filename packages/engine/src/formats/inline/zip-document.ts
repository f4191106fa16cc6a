// The shared flow of zip+XML formats (OOXML, ODF, EPUB): find the text parts, turn their
// paragraphs into tagged segments, translate the distinct ones in one call (with the words the
// document sets in code, kept verbatim in its prose too), write back only the parts that changed (every other entry is copied byte for byte), then the same for the
// bilingual output from a fresh parse.
import { throwIfAborted } from '../../providers/batches.ts';
import { buildXml, parseXml, type XmlDocument } from '../../safety/xml.ts';
import { SafeZip, type ZipLimits } from '../../safety/zip.ts';
import { codeNames } from './tagged.ts';
import { retagLanguage } from './language-tags.ts';
import { isRtlLanguage } from '../../fonts/bidi.ts';
import { setRtlDirection } from './text-direction.ts';
import {
  EngineError,
  pagesForCharacters,
  type FormatAnalysis,
  type FormatContext,
  type FormatId,
  type FormatOutput,
} from '../../types.ts';

export type OutputMode = 'translated' | 'bilingual';

export interface TextUnit {
  segment: string;
  plain: string;
  /** Inline code the unit keeps verbatim: names the document's prose keeps too. */
  code?: readonly string[];
  /** Writes the translation into the parsed part (replacing, or adding beside for bilingual). */
  apply(translation: string): void;
}

export interface ParsedPart {
  name: string;
  document: XmlDocument;
  units: TextUnit[];
  /** Inline code of the part, including units with nothing to translate. */
  code: string[];
}

/** `S` is what the format reads once from the whole archive before extracting (its styles). */
export interface ZipXmlFormat<S = undefined> {
  id: FormatId;
  /** Name shown in errors ("DOCX"). */
  label: string;
  /** True when the opened archive is this format (its main part exists). */
  matches(zip: SafeZip): Promise<boolean>;
  /** Names of the XML parts that hold translatable text, in reading order. */
  parts(zip: SafeZip): Promise<string[]>;
  load?(zip: SafeZip): Promise<S>;
  /** `to` is the target language ('' when only analysing). */
  extract(document: XmlDocument, part: string, mode: OutputMode, to: string, loaded: S): TextUnit[];
  /** Changes beyond the parts' own paragraphs (e.g. XLSX bilingual sheet copies). */
  finish?(input: FinishInput): Promise<void>;
}

export interface FinishInput {
  zip: SafeZip;
  mode: OutputMode;
  parts: ParsedPart[];
  lookup: (segment: string) => string | undefined;
  /** The original text of every part named by parts(), before any change. */
  sources: ReadonlyMap<string, string>;
  to: string;
}

const SAMPLE_CHARACTERS = 4000;

function worthTranslating(unit: TextUnit): boolean {
  return /\p{L}/u.test(unit.plain);
}

interface Sources<S> {
  texts: Map<string, string>;
  loaded: S;
}

async function readSources<S>(zip: SafeZip, format: ZipXmlFormat<S>): Promise<Sources<S>> {
  const texts = new Map<string, string>();
  for (const name of await format.parts(zip)) texts.set(name, await zip.text(name));
  return { texts, loaded: (await format.load?.(zip)) as S };
}

function parseParts<S>(
  format: ZipXmlFormat<S>,
  sources: Sources<S>,
  mode: OutputMode,
  to: string,
  validated = false,
): ParsedPart[] {
  const parts: ParsedPart[] = [];
  for (const [name, text] of sources.texts) {
    const document = parseXml(text, name, undefined, validated);
    const units = format.extract(document, name, mode, to, sources.loaded);
    const code = units.flatMap((unit) => unit.code ?? []);
    parts.push({ name, document, units: units.filter(worthTranslating), code });
  }
  return parts;
}

/** Opens the archive, telling "not this kind of file at all" apart from "damaged". */
async function openAs<S>(
  bytes: Uint8Array,
  format: ZipXmlFormat<S>,
  limits?: Partial<ZipLimits>,
): Promise<SafeZip> {
  if (bytes.byteLength < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b) {
    throw new EngineError('format-mismatch', `The file is not a ${format.label} document.`);
  }
  const zip = await SafeZip.open(bytes, limits);
  if (!(await format.matches(zip)))
    throw new EngineError('format-mismatch', `The file is a zip archive but not a ${format.label} document.`);
  return zip;
}

export async function analyzeZipXml<S>(
  bytes: Uint8Array,
  format: ZipXmlFormat<S>,
  limits?: Partial<ZipLimits>,
): Promise<FormatAnalysis> {
  const zip = await openAs(bytes, format, limits);
  const parts = parseParts(format, await readSources(zip, format), 'translated', '');
  const texts = parts.flatMap((part) => part.units.map((unit) => unit.plain));
  const characters = texts.reduce((sum, text) => sum + text.length, 0);
  const words = texts.reduce((sum, text) => sum + (text.match(/\S+/g)?.length ?? 0), 0);
  let sample = '';
  for (const text of texts) {
    if (sample.length >= SAMPLE_CHARACTERS) break;
    sample += `${text}\n`;
  }
  return {
    format: format.id,
    pages: pagesForCharacters(characters),
    characters,
    words,
    sample: sample.slice(0, SAMPLE_CHARACTERS),
    needsOcr: false,
  };
}

async function render<S>(format: ZipXmlFormat<S>, input: FinishInput): Promise<Uint8Array> {
  const { zip, parts, lookup } = input;
  for (const part of parts) {
    let changed = false;
    for (const unit of part.units) {
      const translation = lookup(unit.segment);
      if (translation === undefined) continue;
      unit.apply(translation);
      changed = true;
    }
    if (changed) zip.set(part.name, buildXml(part.document));
  }
  await format.finish?.(input);
  if (input.mode === 'translated' && input.to) {
    await retagLanguage(zip, input.to);
    if (isRtlLanguage(input.to)) await setRtlDirection(zip);
  }
  return zip.generate();
}

export async function translateZipXml<S>(
  bytes: Uint8Array,
  context: FormatContext,
  format: ZipXmlFormat<S>,
  limits?: Partial<ZipLimits>,
): Promise<FormatOutput> {
  context.onProgress({ stage: 'extracting', progress: 0 });
  const zip = await openAs(bytes, format, limits);
  const sources = await readSources(zip, format);
  const parts = parseParts(format, sources, 'translated', context.to);
  const segments = [...new Set(parts.flatMap((part) => part.units.map((unit) => unit.segment)))];
  throwIfAborted(context.signal);
  const names = codeNames(parts.flatMap((part) => part.code));
  const translations = segments.length > 0 ? await context.translate(segments, 'tagged', names) : [];
  if (translations.length !== segments.length) {
    throw new EngineError(
      'provider-error',
      `The provider returned ${translations.length} translations for ${segments.length} segments.`,
    );
  }
  throwIfAborted(context.signal);
  context.onProgress({ stage: 'rendering', progress: 90 });
  const bySegment = new Map(segments.map((segment, index) => [segment, translations[index] ?? segment]));
  const lookup = (segment: string): string | undefined => bySegment.get(segment);
  const shared = { zip, lookup, sources: sources.texts, to: context.to };
  const output = await render(format, { ...shared, mode: 'translated', parts });
  if (!context.bilingual) return { output };
  // A fresh archive: the first render replaced the parts it translated.
  const original = await openAs(bytes, format, limits);
  const bilingual = await render(format, {
    ...shared,
    zip: original,
    mode: 'bilingual',
    parts: parseParts(format, sources, 'bilingual', context.to, true),
  });
  return { output, bilingual };
}
