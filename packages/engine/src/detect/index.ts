// Language detection for from:'auto' with eld (offline n-gram detector, ISO 639-1 codes).
// The medium database is loaded on first use: accurate on a paragraph, small enough to load fast.

type Detector = (text: string) => { language: string; isReliable: () => boolean };
let detector: Promise<Detector> | undefined;

async function load(): Promise<Detector> {
  const { eld } = await import('eld/medium');
  return (text) => eld.detect(text);
}

/** The language of the text, or undefined when there is too little text to tell. */
export async function detectLanguage(text: string): Promise<string | undefined> {
  const sample = text.replace(/\s+/g, ' ').trim().slice(0, 4000);
  if (!/\p{L}/u.test(sample)) return undefined;
  const result = (await (detector ??= load()))(sample);
  return result.language || undefined;
}
