// Language detection for from:'auto' with eld (offline n-gram detector, ISO 639-1 codes).
// The medium database is loaded on first use: accurate on a paragraph, small enough to load fast.
// Short texts are ambiguous ("Hello world." scores Norwegian first), so callers may name the languages
// that make sense (those the provider can translate into the target) and the best of those wins.

interface Detection {
  language: string;
  getScores: () => Record<string, number>;
}
let detector: Promise<(text: string) => Detection> | undefined;

async function load(): Promise<(text: string) => Detection> {
  const { eld } = await import('eld/medium');
  return (text) => eld.detect(text);
}

/** The language of the text, or undefined when there is too little text to tell. */
export async function detectLanguage(
  text: string,
  candidates?: readonly string[],
): Promise<string | undefined> {
  const sample = text.replace(/\s+/g, ' ').trim().slice(0, 4000);
  if (!/\p{L}/u.test(sample)) return undefined;
  const result = (await (detector ??= load()))(sample);
  if (candidates && candidates.length > 0) {
    const scores = Object.entries(result.getScores()).filter(([language]) => candidates.includes(language));
    const best = scores.sort((a, b) => b[1] - a[1])[0];
    if (best) return best[0];
  }
  return result.language || undefined;
}
