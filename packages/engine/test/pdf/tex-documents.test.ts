// What TeX (texinfo, LaTeX) does differently from other producers: underscores in its text fonts
// are rules, not glyphs, and its font names (CMB10, CMBX12, CMTI10) say the style.

import { describe, expect, it } from 'vitest';
import {
  beginText,
  concatTransformationMatrix,
  endText,
  moveText,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  popGraphicsState,
  pushGraphicsState,
  setFontAndSize,
  showText,
  StandardFonts,
  type PDFFont,
} from 'pdf-lib';
import { PageTextStripper } from '../../src/formats/pdf/page-content.ts';
import { createFakeProvider } from '../../src/providers/fake.ts';
import { translateFile } from '../../src/translate.ts';
import { inspectPdf } from './inspect.ts';

/** Renames an embedded standard font the way TeX names its fonts (a subset tag, then CMB10…). */
async function renameFont(font: PDFFont, name: string): Promise<void> {
  // pdf-lib writes a font's dictionary when the document is saved; write it now to rename it.
  await font.embed();
  font.doc.context.lookup(font.ref, PDFDict).set(PDFName.of('BaseFont'), PDFName.of(`ABCDEF+${name}`));
}

/**
 * A heading as texinfo sets it: "Calling idn2" rule "to" rule "unicode", each rule 0.3 em wide
 * and 0.1 ex high on the baseline; the first word is translated, so the heading is redrawn.
 */
async function texHeadingPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const roman = await pdf.embedFont(StandardFonts.TimesRoman);
  const size = 14;
  let x = 90;
  for (const [index, word] of ['Calling idn2', 'to', 'unicode'].entries()) {
    if (index > 0) {
      page.drawRectangle({ x: x + 1, y: 700, width: 0.3 * size, height: 0.6, borderWidth: 0 });
      x += 0.3 * size + 2;
    }
    page.drawText(word, { x, y: 700, size, font: bold });
    x += bold.widthOfTextAtSize(word, size);
  }
  page.drawText('Converts a domain name into its Unicode form.', { x: 90, y: 670, size: 11, font: roman });
  await renameFont(bold, 'CMBX12');
  await renameFont(roman, 'CMR10');
  return pdf.save();
}

/** The fonts a PDF embeds: each one's name (Tolk's numeric suffix taken off) and file size. */
async function embeddedFonts(bytes: Uint8Array): Promise<{ name: string; bytes: number }[]> {
  const written = await PDFDocument.load(bytes);
  return written.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter(
      (object): object is PDFDict =>
        object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'),
    )
    .map((descriptor) => {
      const file = descriptor.lookup(PDFName.of('FontFile3'));
      return {
        name: descriptor.lookup(PDFName.of('FontName'), PDFName).decodeText().replace(/-\d+$/, ''),
        bytes: file instanceof PDFRawStream ? file.contents.length : 0,
      };
    });
}

/** The document translated en→es by the fake provider (it swaps the case of what it translates). */
async function translatedByFake(input: Uint8Array): Promise<Uint8Array> {
  const { output } = await translateFile(input, {
    fileName: 'article.pdf',
    from: 'en',
    to: 'es',
    provider: createFakeProvider(),
  });
  return output;
}

describe('TeX documents', () => {
  it('reads the underscores TeX draws as rules, keeps the identifier whole and moves the rules with it', async () => {
    const input = await texHeadingPdf();
    const [before] = await inspectPdf(input);
    expect(before?.text).toContain('Calling idn2 to unicode');
    const output = await translatedByFake(input);
    const [after] = await inspectPdf(output);
    // The identifier is protected whole (the fake provider swaps the case of what it translates).
    expect(after?.text).toContain('cALLING idn2_to_unicode');
    expect(after?.text).toContain('cONVERTS A DOMAIN NAME');
    // The two rules went with the text they were part of: none is left under the redrawn heading.
    expect(after?.paths).toBe((before?.paths ?? 0) - 2);
  });

  it('reads CMB10 as bold serif, CMTI10 as italic serif and CMSS10 as sans', async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([400, 200]);
    const names = ['CMB10', 'CMTI10', 'CMSS10', 'CMBX12'];
    for (const [index, name] of names.entries()) {
      const font = await pdf.embedFont(StandardFonts.Helvetica);
      page.drawText(name, { x: 20, y: 150 - 30 * index, size: 10, font });
      await renameFont(font, name);
    }
    const document = await PDFDocument.load(await pdf.save());
    const record = new PageTextStripper(document).strip(document.getPage(0), false);
    const styles = record.shows.map((show) => {
      const { bold, italic, serif } = record.fontStyle(show);
      return { bold, italic, serif };
    });
    expect(styles).toEqual([
      { bold: true, italic: false, serif: true },
      { bold: false, italic: true, serif: true },
      { bold: false, italic: false, serif: false },
      { bold: true, italic: false, serif: true },
    ]);
  });

  it('sets a Latin Modern or Libertine document in Latin Modern or Libertine, embedding only the glyphs drawn', async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([400, 200]);
    const names = ['LMRoman10-Regular', 'LinLibertineTB', 'SFSS1000'];
    for (const [index, name] of names.entries()) {
      const font = await pdf.embedFont(StandardFonts.Helvetica);
      page.drawText(`The translated line number ${index + 1}`, {
        x: 20,
        y: 150 - 30 * index,
        size: 10,
        font,
      });
      await renameFont(font, name);
    }
    const output = await translatedByFake(await pdf.save());
    const [after] = await inspectPdf(output);
    expect(after?.text).toContain('tHE TRANSLATED LINE NUMBER 2');
    const fonts = await embeddedFonts(output);
    expect(fonts.map((font) => font.name).sort()).toEqual([
      'LMRoman10-Regular',
      'LMSans10-Regular',
      'LinLibertineOB',
    ]);
    // Cut to the glyphs drawn: the whole faces are 100-500 kB.
    for (const font of fonts) expect(font.bytes).toBeLessThan(30_000);
  });

  it('keeps an inline formula whole: its math letters, stacked indices and signs where the source set them', async () => {
    // "for all p_i^{-1} + q < 1 and more" as TeX sets it: math italic letters (CMMI10), the index and
    // the exponent stacked at one x in a smaller size, signs in the roman (CMR10).
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([400, 200]);
    const text = await pdf.embedFont(StandardFonts.TimesRoman);
    const math = await pdf.embedFont(StandardFonts.TimesRomanItalic);
    const signs = await pdf.embedFont(StandardFonts.Symbol);
    const y = 120;
    page.drawText('It holds for all', { x: 20, y, size: 10, font: text });
    page.drawText('p', { x: 92, y, size: 10, font: math });
    page.drawText('i', { x: 97, y: y - 2, size: 7, font: math });
    page.drawText('-1', { x: 97, y: y + 4, size: 7, font: text });
    page.drawText('+', { x: 108, y, size: 10, font: signs });
    page.drawText('q', { x: 118, y, size: 10, font: math });
    page.drawText('and no other value of the form.', { x: 126, y, size: 10, font: text });
    page.drawText('A second line of the paragraph goes on after it.', {
      x: 20,
      y: y - 12,
      size: 10,
      font: text,
    });
    await renameFont(math, 'CMMI10');
    await renameFont(signs, 'CMSY10');
    const output = await translatedByFake(await pdf.save());
    const [after] = await inspectPdf(output);
    // The prose is translated (the fake swaps case), the formula is not.
    expect(after?.text).toContain('iT HOLDS FOR ALL');
    const item = (str: string) => {
      const found = after?.items.find((entry) => entry.str.trim() === str);
      expect(found, `${str} drawn`).toBeDefined();
      return found as { x: number; y: number; size: number };
    };
    const p = item('p');
    const index = item('i');
    const exponent = item('-1');
    const q = item('q');
    // Each part at its source offset from the formula's start, at the source's proportions.
    const scale = p.size / 10;
    expect(index.x - p.x).toBeCloseTo(5 * scale, 0);
    expect(exponent.x).toBeCloseTo(index.x, 1);
    expect(p.y - index.y).toBeCloseTo(2 * scale, 0);
    expect(exponent.y - p.y).toBeCloseTo(4 * scale, 0);
    expect(index.size / p.size).toBeCloseTo(0.7, 1);
    expect(q.x - p.x).toBeCloseTo(26 * scale, 0);
    // Its sign from a math font (CMSY10) is drawn from TeX's own math face, its letters are not.
    const fonts = (await embeddedFonts(output)).map((font) => font.name);
    expect(fonts).toContain('LatinModernMath-Regular');
    expect(fonts).toContain('LMRoman10-Italic');
  });

  it('reads the AMS symbol fonts by what they draw: msam\'s "I" is a ▶ bullet, msbm\'s "R" is ℝ', async () => {
    // Fonts named as TeX names them, with no ToUnicode map: a text layer reads their codes as letters.
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([400, 200]);
    const text = await pdf.embedFont(StandardFonts.TimesRoman);
    const [arrows, blackboard] = [
      await pdf.embedFont(StandardFonts.Helvetica),
      await pdf.embedFont(StandardFonts.HelveticaBold),
    ];
    page.drawText('I', { x: 30, y: 150, size: 10, font: arrows });
    page.drawText('tabular layouts for the class', { x: 44, y: 150, size: 10, font: text });
    page.drawText('It holds for every real number x in', { x: 30, y: 120, size: 10, font: text });
    page.drawText('R', { x: 183, y: 120, size: 10, font: blackboard });
    page.drawText('and for no other one.', { x: 193, y: 120, size: 10, font: text });
    await renameFont(arrows, 'MSAM10');
    await renameFont(blackboard, 'MSBM10');
    const [after] = await inspectPdf(await translatedByFake(await pdf.save()));
    expect(after?.text).toContain('▶');
    expect(after?.text).toMatch(/IN\s*ℝ/u);
    expect(after?.text).not.toMatch(/\bI TABULAR|\bR AND\b/u);
  });

  it("reads cmsy's codes a text layer leaves as control characters by what they draw (⪯)", async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([400, 200]);
    const text = await pdf.embedFont(StandardFonts.TimesRoman);
    const signs = await pdf.embedFont(StandardFonts.Helvetica);
    page.drawText('The ordering is pointwise, that is f', { x: 30, y: 120, size: 10, font: text });
    // Code 0x16 of cmsy is ⪯ (precedesequal), a glyph name no text layer knows.
    page.pushOperators(
      pushGraphicsState(),
      beginText(),
      setFontAndSize(page.node.newFontDictionary(signs.name, signs.ref), 10),
      moveText(170, 120),
      showText(PDFHexString.of('16')),
      endText(),
      popGraphicsState(),
    );
    page.drawText('g for all of them.', { x: 180, y: 120, size: 10, font: text });
    await renameFont(signs, 'CMSY10');
    pdf.context
      .lookup(signs.ref, PDFDict)
      .set(PDFName.of('Encoding'), pdf.context.obj({ Type: 'Encoding', Differences: [22, 'precedesequal'] }));
    const [after] = await inspectPdf(await translatedByFake(await pdf.save()));
    expect(after?.text).toMatch(/F\s*⪯\s*G FOR ALL/u);
  });
  it('reads the words after a mirrored glyph (the XeTeX logo) and sets them translated, the glyph too', async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([400, 200]);
    const font = await pdf.embedFont(StandardFonts.TimesRoman);
    const y = 120;
    page.drawText('In X', { x: 20, y, size: 10, font });
    const e = font.widthOfTextAtSize('E', 10);
    const x = 20 + font.widthOfTextAtSize('In X', 10);
    // XeTeX reflects the E: a matrix that flips x, its origin at the glyph's right edge, a little lowered.
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(-1, 0, 0, 1, x + e, y - 2),
      beginText(),
      setFontAndSize(font.name, 10),
      showText(font.encodeText('E')),
      endText(),
      popGraphicsState(),
    );
    page.drawText('TeX loads the package of fonts.', { x: x + e, y, size: 10, font });
    const [before] = await inspectPdf(await pdf.save());
    expect(before?.text).toContain('TeX loads the package');
    const [after] = await inspectPdf(await translatedByFake(await pdf.save()));
    expect(after?.text).toContain('LOADS THE PACKAGE OF FONTS');
    // Nothing of the source line is left drawn: the reflected E was read with its line and set again.
    expect(after?.text).not.toMatch(/loads|\bE\b/);
  });
});
