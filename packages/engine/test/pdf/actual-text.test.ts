// A Devanagari page from LibreOffice draws clusters whose glyphs stand in another order than their
// characters inside ActualText spans: the reader reads the spans' text, as pdftotext does.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { markedContentTexts } from '../../src/formats/pdf/content/actual-text.ts';
import { pdfFormat } from '../../src/formats/pdf/index.ts';
import type { FormatContext } from '../../src/types.ts';

const stream = (text: string) => new TextEncoder().encode(text);

describe('marked content', () => {
  it('gives each span its ActualText, in the order the stream opens them', () => {
    const texts = markedContentTexts(
      stream(
        [
          '/Artifact BMC 0 0 m 10 0 l S EMC',
          'BT /F1 12 Tf 10 10 Td <01> Tj',
          '/Span<</ActualText<FEFF0927093F>>>BDC <0203> Tj EMC',
          '/Span <</Lang (hi) /ActualText (fi)>> BDC <04> Tj EMC',
          '/P /MC0 BDC <05> Tj EMC',
          '/P <</MCID 3>> BDC <06> Tj EMC ET',
        ].join('\n'),
      ),
    );
    expect(texts).toEqual([undefined, 'धि', 'fi', undefined, undefined]);
  });
});

describe('a Hindi PDF made by LibreOffice', () => {
  const source = new Uint8Array(readFileSync(new URL('../fixtures/real/hindi.pdf', import.meta.url)));
  const html = readFileSync(new URL('../fixtures/real/hindi.html', import.meta.url), 'utf8');
  const paragraphs = [...html.matchAll(/<p>(.*?)<\/p>/gu)].map((match) => match[1] as string);

  it('is sent to the translator as it was written', async () => {
    let sent: string[] = [];
    const context: FormatContext = {
      from: 'hi',
      to: 'en',
      bilingual: false,
      onProgress: () => undefined,
      translate: async (segments) => {
        sent = segments;
        return segments;
      },
    };
    await pdfFormat.translate(source, context);
    // Commas and full stops, set in Liberation Serif between Devanagari words, are not marked up as styled.
    expect(paragraphs.length).toBe(4);
    for (const paragraph of paragraphs) expect(sent).toContain(paragraph);
    expect(sent.join('')).not.toMatch(/\p{Cc}/u);
  });

  it('is sampled for language detection as it was written', async () => {
    const { sample } = await pdfFormat.analyze(source);
    expect(sample).toContain('सभी मनुष्यों को गौरव और अधिकारों के मामले में');
  });
});
