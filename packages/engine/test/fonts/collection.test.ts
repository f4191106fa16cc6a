import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { faceChain, faceFor } from '../../src/fonts/catalog.ts';
import { faceOfCollection, isCollection } from '../../src/fonts/collection.ts';

const WQY = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';
const CJK_SAMPLE = ['中', '园', 'あ', 'コ', '한', '정'];

describe('a face copied out of a font collection (.ttc)', () => {
  const file = readFileSync(WQY);

  it('is a standalone font fontkit and pdf-lib read, with the collection face glyphs', async () => {
    expect(isCollection(file)).toBe(true);
    const face = faceOfCollection(file, 1);
    expect(isCollection(face)).toBe(false);
    const font = fontkit.create(face);
    expect(font.postscriptName).toBe('WenQuanYiMicroHeiMono');
    for (const char of CJK_SAMPLE) expect(font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)).toBe(true);
    const document = await PDFDocument.create();
    document.registerFontkit(fontkit);
    const embedded = await document.embedFont(face, { subset: true });
    expect(embedded.widthOfTextAtSize('中文', 10)).toBeGreaterThan(0);
  });

  it('refuses a face number the collection does not have', () => {
    expect(() => faceOfCollection(file, 7)).toThrow(/2 faces/);
  });
});

describe('the font chain', () => {
  it('has a face for Chinese, Japanese kana and Hangul, regular and bold', () => {
    for (const bold of [false, true]) {
      const chain = faceChain({ bold, italic: false, serif: false });
      for (const char of CJK_SAMPLE) expect(faceFor(char.codePointAt(0) ?? 0, chain), char).toBeDefined();
      // Latin stays with the first (Noto) face.
      expect(faceFor('A'.codePointAt(0) ?? 0, chain)).toBe(chain[0]);
    }
  });

  it("sets a document's Inconsolata code in Inconsolata, and its bold in Liberation Mono Bold", () => {
    const regular = faceChain({
      bold: false,
      italic: false,
      serif: false,
      mono: true,
      family: 'inconsolata',
    });
    expect(regular[0]?.key).toMatch(/Inconsolata\.otf$/);
    // Its file does not set the fixed-pitch flag; its one advance makes readers take it for monospace.
    expect(regular[0]?.fixedAdvance).toBe(500);
    const bold = faceChain({ bold: true, italic: false, serif: false, mono: true, family: 'inconsolata' });
    expect(bold[0]?.key).toMatch(/LiberationMono-Bold\.ttf$/);
  });

  it('sets a slab serif in Roboto Slab and a light weight in a light face, not in regular Liberation', () => {
    const plain = { bold: false, italic: false };
    expect(faceChain({ ...plain, serif: true, family: 'slab' })[0]?.key).toMatch(/RobotoSlab-Regular\.otf$/);
    expect(faceChain({ ...plain, serif: true, family: 'slab', light: true })[0]?.key).toMatch(
      /RobotoSlab-Light\.otf$/,
    );
    expect(faceChain({ ...plain, serif: false, light: true })[0]?.key).toMatch(/Lato-Light\.ttf$/);
    expect(faceChain({ ...plain, italic: true, serif: false, light: true })[0]?.key).toMatch(
      /Lato-LightItalic\.ttf$/,
    );
    // Bold wins over light; code stays in its monospace face.
    expect(faceChain({ ...plain, bold: true, serif: false, light: true })[0]?.key).toMatch(
      /LiberationSans-Bold\.ttf$/,
    );
  });
});
