// Language detection for from:'auto' with eld (offline n-gram detector, ISO 639-1 codes).
// The medium database is loaded on first use: accurate on a paragraph, small enough to load fast.
// Short texts are ambiguous ("Hello world." scores Norwegian first), so callers may name the languages
// that make sense (those the provider can translate into the target) and the best of those wins.

interface Detection {
  language: string;
  getScores: () => Record<string, number>;
  isReliable: () => boolean;
}
let detector: Promise<(text: string) => Detection> | undefined;

async function load(): Promise<(text: string) => Detection> {
  const { eld } = await import('eld/medium');
  return (text) => eld.detect(text);
}

function sampleOf(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 4000);
}

/** The language of the text, or undefined when there is too little text to tell. */
export async function detectLanguage(
  text: string,
  candidates?: readonly string[],
): Promise<string | undefined> {
  const sample = sampleOf(text);
  if (!/\p{L}/u.test(sample)) return undefined;
  const result = (await (detector ??= load()))(sample);
  if (candidates && candidates.length > 0) {
    const scores = Object.entries(result.getScores()).filter(([language]) => candidates.includes(language));
    const best = scores.sort((a, b) => b[1] - a[1])[0];
    if (best) return best[0];
  }
  return result.language || undefined;
}

/**
 * Fewer letters than this do not name a language: a word or two ("EXIT", "Wet paint") score
 * several languages alike, and a wrong guess costs more than asking the user's usual language.
 */
export const MIN_DETECTION_LETTERS = 12;

/**
 * The language of the text when the detector is sure of it (eld's reliability: its best score well
 * above that language's usual and clear of the next); undefined for short or ambiguous text.
 */
export async function confidentLanguage(text: string): Promise<string | undefined> {
  const sample = sampleOf(text);
  if ((sample.match(/\p{L}/gu)?.length ?? 0) < MIN_DETECTION_LETTERS) return undefined;
  const result = (await (detector ??= load()))(sample);
  return result.language && result.isReliable() ? result.language : undefined;
}
