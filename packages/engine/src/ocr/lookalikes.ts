// Upper-case Latin text is often taken for Cyrillic by Tesseract's OSD, and read by 'rus+ukr' as
// Cyrillic letters of the same shapes ("NOTICE" → "МОТІСЕ"), which a language detector then
// confidently calls Ukrainian. A Cyrillic or Greek reading made almost only of such twins may as
// well be Latin text; real Russian or Greek capitals have about two thirds of twins.

const TWINS = new Set(
  // Cyrillic АВЕЅІЈКМНОРСТУХ аеіјорсухѕ, Greek ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ οικνρυχ.
  '\u0410\u0412\u0415\u0405\u0406\u0408\u041a\u041c\u041d\u041e\u0420\u0421\u0422\u0423\u0425' +
    '\u0430\u0435\u0456\u0458\u043e\u0440\u0441\u0443\u0445\u0455' +
    '\u0391\u0392\u0395\u0396\u0397\u0399\u039a\u039c\u039d\u039f\u03a1\u03a4\u03a5\u03a7' +
    '\u03bf\u03b9\u03ba\u03bd\u03c1\u03c5\u03c7',
);
const FOREIGN = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;
const TWIN_SHARE = 0.85;

/** Whether a reading in Cyrillic or Greek letters could be Latin text misread. */
export function mayBeLatin(text: string): boolean {
  const foreign = [...text].filter((letter) => FOREIGN.test(letter));
  if (foreign.length === 0) return false;
  return foreign.filter((letter) => TWINS.has(letter)).length / foreign.length >= TWIN_SHARE;
}
