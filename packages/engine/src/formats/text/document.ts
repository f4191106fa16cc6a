// Shared machinery of the text formats: a format splits the file into literal pieces and units; each
// unit is one segment to translate and knows how to write its translation (and its bilingual form)
// back. Everything that is not a unit is copied byte for byte. The words the file sets as inline
// code go with every segment as names to keep verbatim in its prose too.
import { plainText } from '../../segments/tagged.ts';
import { codeNames } from '../inline/tagged.ts';
import {
  EngineError,
  pagesForCharacters,
  type FormatAnalysis,
  type FormatContext,
  type FormatId,
  type FormatModule,
  type FormatOutput,
  type SegmentFormat,
} from '../../types.ts';
import { encodeText, readTextFile } from './encoding.ts';

export interface Unit {
  segment: string;
  format: SegmentFormat;
  /** Writes the translated segment in the file's syntax; `resolve` renders a nested unit. */
  render(translation: string, resolve: (unit: Unit) => string): string;
  /** Inline code the unit keeps verbatim. */
  code?: readonly string[];
  /** Units inside this one (an image's alt text inside a translated paragraph). */
  nested?: Unit[];
  /** Bilingual form; by default the translation follows the original after `bilingualSeparator`. */
  bilingual?(original: string, translated: string, resolve: (unit: Unit) => string): string;
  /** The original file text the unit stands for (what render() replaces). */
  original: string;
}

export type Piece = string | Unit;

/**
 * Leading white space, the text, trailing white space (trim's white space is regular expressions'
 * \s). In linear time: /^(\s*)(.*?)(\s*)$/ tried the tail at every character, so one long run of
 * spaces inside a paragraph took seconds.
 */
export function trimmed(text: string): [string, string, string] {
  const start = text.length - text.trimStart().length;
  const end = start === text.length ? text.length : text.trimEnd().length;
  return [text.slice(0, start), text.slice(start, end), text.slice(end)];
}

export interface TextFormatSpec {
  id: FormatId;
  extensions: readonly string[];
  mimeType: string;
  /** Whether the decoded text is this format. */
  looksLike(text: string): boolean;
  split(text: string): Piece[];
  bilingualSeparator(text: string): string;
  /** The translated file, made to say its new language (HTML's <html lang>). */
  retag?(text: string, to: string): string;
}

export function textFormat(spec: TextFormatSpec): FormatModule {
  const read = (bytes: Uint8Array) => {
    const decoded = readTextFile(bytes);
    if (!decoded)
      throw new EngineError('corrupt-file', `This ${spec.id.toUpperCase()} file is not readable text.`);
    return decoded;
  };
  const units = (pieces: Piece[]): Unit[] =>
    pieces.flatMap((piece) => (typeof piece === 'string' ? [] : [piece, ...units(piece.nested ?? [])]));

  return {
    id: spec.id,
    extensions: spec.extensions,
    mimeType: spec.mimeType,
    sniff(bytes) {
      const decoded = readTextFile(bytes);
      return decoded !== undefined && spec.looksLike(decoded.text);
    },
    async analyze(bytes): Promise<FormatAnalysis> {
      const texts = units(spec.split(read(bytes).text)).map((unit) => plainText(unit.segment, unit.format));
      const characters = texts.reduce((sum, text) => sum + text.length, 0);
      const words = texts.reduce((sum, text) => sum + (text.match(/\S+/g)?.length ?? 0), 0);
      const sample = texts.join('\n').slice(0, 4000);
      return {
        format: spec.id,
        pages: pagesForCharacters(characters),
        characters,
        words,
        sample,
        needsOcr: false,
      };
    },
    async translate(bytes, context: FormatContext): Promise<FormatOutput> {
      const { text, encoding } = read(bytes);
      context.onProgress({ stage: 'extracting', progress: 5 });
      const pieces = spec.split(text);
      const all = units(pieces);
      const raw = new Map<Unit, string>();
      const names = codeNames(all.flatMap((unit) => unit.code ?? []));
      for (const format of ['text', 'tagged'] as const) {
        const group = all.filter((unit) => unit.format === format);
        if (group.length === 0) continue;
        const out = await context.translate(
          group.map((unit) => unit.segment),
          format,
          names,
        );
        group.forEach((unit, i) => raw.set(unit, out[i] ?? unit.segment));
      }
      const resolve = (unit: Unit): string => unit.render(raw.get(unit) ?? unit.segment, resolve);
      const translated = new Map(all.map((unit) => [unit, resolve(unit)]));
      context.onProgress({ stage: 'rendering', progress: 95 });
      const separator = spec.bilingualSeparator(text);
      const output = pieces.map((piece) =>
        typeof piece === 'string' ? piece : (translated.get(piece) ?? piece.original),
      );
      const joined = output.join('');
      const result: FormatOutput = {
        output: encodeText(spec.retag ? spec.retag(joined, context.to) : joined, encoding),
      };
      if (context.bilingual) {
        const both = pieces.map((piece) => {
          if (typeof piece === 'string') return piece;
          const target = translated.get(piece) ?? piece.original;
          return piece.bilingual
            ? piece.bilingual(piece.original, target, resolve)
            : `${piece.original}${separator}${target}`;
        });
        result.bilingual = encodeText(both.join(''), encoding);
      }
      return result;
    },
  };
}
