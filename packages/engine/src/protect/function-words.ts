// English function words. A document may set one in code (MathProg's `in`, `and`, `not`, a shell's
// `if`), but in running text it is the word, not the keyword: protecting it there would leave
// "In" untranslated at the start of every sentence that opens with it.

export const FUNCTION_WORDS = new Set(
  `a an the and or not nor but if then else elif when while until for from to in into on onto at by of
  off out up down over under with within without as is are was were be been being do does did done
  has have had this that these those it its he she we they you i me my our your their his her them us
  all any some each every no none both either neither so than too very can could may might must shall
  should will would where which who whom whose what why how there here also only just`.split(/\s+/u),
);
