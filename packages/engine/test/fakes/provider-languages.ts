// The language lists the cloud providers answer, as recorded from their real APIs (codes and
// shape; display names shortened to the code where the test does not read them).

/** Cloud Translation v2 `GET /language/translate/v2/languages`: {data:{languages:[{language, name}]}}. */
const GOOGLE_V2_CODES =
  `af ak am ar as ay az be bg bho bm bn bs ca ceb ckb co cs cy da de doi dv ee el en eo es et eu
fa fi fr fy ga gd gl gn gom gu ha haw hi hmn hr ht hu hy id ig ilo is it iw ja jw ka kk km kn ko kri ku ky la lb lg ln lo
lt lus lv mai mg mi mk ml mn mni-Mtei mr ms mt my ne nl no nso ny om or pa pl ps pt qu ro ru rw sa sd si sk sl sm sn so sq
sr st su sv sw ta te tg th ti tk tl tr ts tt ug uk ur uz vi xh yi yo zh zh-CN zh-TW zu`.split(/\s+/u);

export const GOOGLE_V2_LANGUAGES = {
  data: { languages: GOOGLE_V2_CODES.map((language) => ({ language, name: language })) },
};

/** Azure Translator `GET /languages?api-version=3.0&scope=translation`: {translation:{code:{name, nativeName, dir}}}. */
const AZURE_CODES =
  `af am ar as az ba be bg bho bn bo brx bs ca cs cy da de doi dsb dv el en es et eu fa fi fil fj fo
fr fr-CA ga gl gom gu ha he hi hne hr hsb ht hu hy id ig ikt is it iu iu-Latn ja ka kk km kmr kn ko ks ku ky ln lo lt lug
lv lzh mai mg mi mk ml mn-Cyrl mn-Mong mni mr ms mt mww my nb ne nl nso nya or otq pa pl prs ps pt pt-PT ro ru run rw sd si
sk sl sm sn so sq sr-Cyrl sr-Latn st sv sw ta te th ti tk tlh-Latn tlh-Piqd tn to tr tt ty ug uk ur uz vi xh yo yua yue
zh-Hans zh-Hant zu`.split(/\s+/u);
const AZURE_RTL = new Set(['ar', 'dv', 'fa', 'he', 'ks', 'ku', 'prs', 'ps', 'sd', 'ug', 'ur']);

export const AZURE_LANGUAGES = {
  translation: Object.fromEntries(
    AZURE_CODES.map((code) => [
      code,
      { name: code, nativeName: code, dir: AZURE_RTL.has(code) ? 'rtl' : 'ltr' },
    ]),
  ),
};
