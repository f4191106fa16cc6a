// Deterministic English prose for the Apertium benchmarks: varied sentences, shuffled with a fixed seed.
const SENTENCES = [
  'The house at the end of the street is red and very old.',
  'My brother reads the newspaper every morning before he goes to work.',
  'We will travel to the mountains next summer with our children.',
  'The government announced new measures to protect the environment.',
  'She bought fresh bread, cheese and apples at the market.',
  'The train to the city leaves from the north station at seven.',
  'Our teacher explained the lesson again because nobody understood it.',
  'The river flows slowly through the green valley near the village.',
  'I have never seen such a beautiful garden in my life.',
  'They are building a new bridge over the river this year.',
  'The children played in the park until the evening.',
  'Please close the window when you leave the room.',
  'The doctor said that I should drink more water every day.',
  'Many people work from home since the company changed its rules.',
  'The museum opens at ten and closes at six on weekdays.',
  'He wrote a long letter to his friend who lives in another country.',
  'The weather was cold and wet during the whole week.',
  'Our neighbours have two dogs and a small black cat.',
  'The new library has thousands of books and a quiet reading room.',
  'If it rains tomorrow, we will stay at home and watch a film.',
];

export function englishText(words: number, seed = 7): string[] {
  let state = seed;
  const sentences: string[] = [];
  let count = 0;
  while (count < words) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const sentence = SENTENCES[state % SENTENCES.length] ?? '';
    sentences.push(sentence);
    count += sentence.split(/\s+/).length;
  }
  return sentences;
}

/** Groups sentences into paragraphs of three, the shape documents send. */
export function paragraphs(sentences: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < sentences.length; i += 3) out.push(sentences.slice(i, i + 3).join(' '));
  return out;
}
