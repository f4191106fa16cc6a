import { LIVE_TEXT_LIMITS } from '@tolk/contract';
import type { Box, RecognizedLine } from '../../../ocr/lines';

/** Lines read with less confidence than this are mostly noise (textures, blur, glare). */
export const MIN_LINE_CONFIDENCE = 60;

/** A line worth translating: confident enough and mostly letters. */
export function isReadable(line: RecognizedLine, minConfidence = MIN_LINE_CONFIDENCE): boolean {
  if (line.confidence < minConfidence) return false;
  const letters = line.text.match(/\p{L}/gu)?.length ?? 0;
  return letters >= 2 && letters >= line.text.replace(/\s/g, '').length / 2;
}

export interface LiveLine {
  text: string;
  box: Box;
}

/**
 * The lines to translate, cut to translateText's limits (LIVE_TEXT_LIMITS): at most maxTexts lines,
 * each at most maxCharactersPerText characters, maxCharacters in all (the line that crosses the
 * total is shortened, the rest dropped).
 */
export interface LiveTextLimits {
  maxTexts: number;
  maxCharactersPerText: number;
  maxCharacters: number;
}

export function selectLiveLines(
  lines: readonly RecognizedLine[],
  limits: LiveTextLimits = LIVE_TEXT_LIMITS,
): LiveLine[] {
  const selected: LiveLine[] = [];
  let total = 0;
  for (const line of lines) {
    if (!isReadable(line)) continue;
    if (selected.length === limits.maxTexts || total === limits.maxCharacters) break;
    const room = Math.min(limits.maxCharactersPerText, limits.maxCharacters - total);
    const text = line.text.length > room ? line.text.slice(0, room).trimEnd() : line.text;
    if (!text) break;
    selected.push({ text, box: line.box });
    total += text.length;
  }
  return selected;
}

/**
 * Translations of lines already seen for one language pair, so an unchanged view costs no request
 * and a new line asks only for itself. Oldest entries go first once `capacity` is reached.
 */
export class TranslationMemory {
  private readonly entries = new Map<string, string>();
  private readonly capacity: number;
  constructor(capacity = 300) {
    this.capacity = capacity;
  }

  get(text: string): string | undefined {
    return this.entries.get(text);
  }

  /** The texts not translated yet, each once, in order. */
  missing(texts: readonly string[]): string[] {
    return [...new Set(texts.filter((text) => !this.entries.has(text)))];
  }

  remember(texts: readonly string[], translations: readonly string[]): void {
    texts.forEach((text, index) => {
      const translation = translations[index];
      if (translation === undefined) return;
      this.entries.delete(text);
      this.entries.set(text, translation);
    });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.capacity) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
