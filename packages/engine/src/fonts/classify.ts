// What kind of type a PDF font is, from its name (subset tag stripped) and its descriptor: the class
// (serif, sans, monospace), weight, slant, small caps, and the installed family that stands in for it
// (families.ts). TeX's short names (CMBX10, SFSS1095, ecti1000), Latin Modern, Libertine and the
// URW/base-14 names are read part by part; anything else falls back to name words and flags.

export type Family =
  | 'latin-modern'
  | 'carlito'
  | 'caladea'
  | 'libertine'
  | 'termes'
  | 'heros'
  | 'cursor'
  | 'pagella'
  | 'schola'
  | 'bonum'
  | 'adventor'
  | 'inconsolata'
  | 'slab'
  | 'liberation';

export interface FontClass {
  bold: boolean;
  italic: boolean;
  serif: boolean;
  mono: boolean;
  smallcaps: boolean;
  /** A light or thin weight (Fira Sans Light, Unit Rounded Light): set in a light face where one is installed. */
  light?: boolean;
  /** A font of mathematical letters and signs (TeX's cmmi/cmsy/cmex, an OpenType math face): its runs are formulas. */
  math?: boolean;
  /** The installed family closest to the document's; undefined: the class default (Liberation). */
  family?: Family;
}

export interface FontDescription {
  /** BaseFont, with or without a subset tag. */
  name: string;
  /** FontDescriptor /Flags. */
  flags?: number;
  /** FontDescriptor /FontWeight. */
  weight?: number;
  /** Every glyph the font lists has one advance width: monospace whatever the name or flags say. */
  fixedPitch?: boolean;
}

const MONO =
  /mono|nimbusmon|courier|typewriter|consol|inconsolata|menlo|monaco|fixedsys|lucida ?console|source ?code|^zi4|^txtt|andale|cursor|anonymous|iosevka|jetbrains|^hack\b|fantasque|terminus/i;
const SANS =
  /sans|nimbussan|helvet|arial|biolinum|fira|verdana|tahoma|calibri|carlito|segoe|futura|gill|lato\b|roboto|ubuntu|cantarell|avant|adventor|heros|optima|franklin|trebuchet|gothic|myriad|frutiger|univers|arimo|grotesk/i;
const SERIF =
  /serif|slab|rockwell|clarendon|egyptien|times|roman|libertin|georgia|garamond|palatino|pagella|palladio|bookman|bonum|century|schoolbook|schola|termes|charter|utopia|minion|cambria|caslon|baskerv|nimbusrom|tinos|crimson|stix|didot|bodoni|merriweather|literata|gentium|antiqua|mincho|constantia|^ptm|^ppl|^pbk|^pnc|^tx[rbi]|newtx/i;
const BOLD = /bold|black|heavy|semibold|demi|extrab|ultrab|-medi(ital)?$|[-_]bd?i?$/i;
const ITALIC =
  /italic|oblique|ital\b|ital$|kursiv|slant|inclined|[-_](bold|light|medium|semibold)?it$|[-_]b?i$/i;
const LIGHT = /light|thin|hairline/i;
const SMALL_CAPS = /smallcaps|small-caps|caps\d*(-|$)|[-_]sc$|SC$/;
/** TeX's math fonts (variant letters of cm/lm names, AMS and txfonts names) and OpenType math faces. */
const TEX_MATH = /^(mi|mib|sy|bsy|ex)$/;
const MATH = /math|^(msam|msbm|eufm|eufb|eusm|eusb|rsfs|wasy|stmary|mnsymbol)|^n?(tx|px)(mi|sy|ex|sys|exa)/i;
/** Math fonts whose letters are set in italic (TeX's math italic). */
const MATH_ITALIC = /^(mi|mib)$|mathitalic|^n?(tx|px)mi/i;

/** The family standing in for a named one: metric-close where Debian has it. */
function familyOf(name: string): Family | undefined {
  if (/latinmodern|computer ?modern|^cmu/i.test(name)) return 'latin-modern';
  if (/libertin|biolinum/i.test(name)) return 'libertine';
  if (/palatino|pagella|palladio|^ppl|urwpalladio/i.test(name)) return 'pagella';
  if (/schoolbook|schola|centuryschl|^pnc/i.test(name)) return 'schola';
  if (/bookman|bonum|^pbk/i.test(name)) return 'bonum';
  if (/avantgarde|adventor|urwgothic|^pag/i.test(name)) return 'adventor';
  if (/nimbusrom|termes|^ptm/i.test(name)) return 'termes';
  if (/nimbussan|heros|^phv/i.test(name)) return 'heros';
  if (/nimbusmon|cursor|^pcr/i.test(name)) return 'cursor';
  // Word's Calibri and Cambria: Carlito and Caladea have their metrics (fonts-crosextra-*).
  if (/calibri|carlito/i.test(name)) return 'carlito';
  if (/cambria|caladea/i.test(name)) return 'caladea';
  // Anonymous Pro is as narrow and as low as Inconsolata (half an em wide), not as Liberation Mono.
  if (/inconsolata|^zi4|anonymous/i.test(name)) return 'inconsolata';
  if (/slab|rockwell|clarendon|egyptien/i.test(name)) return 'slab';
  // The base-14 names: Liberation has their very metrics, so lines break where they did.
  if (/^(liberation|arial|arimo|tinos|cousine|courier|times|helvetica)/i.test(name)) return 'liberation';
  return undefined;
}

export function classifyFont(font: FontDescription): FontClass {
  const name = font.name
    .replace(/^[A-Z]{6}\+/, '')
    .replace(/-Identity-[HV]$/, '')
    .replace(/-\d+$/, '');
  const flags = font.flags ?? 0;
  const weight = font.weight ?? 400;
  // TeX's short names: family letters, then variant letters, then the design size.
  const tex = /^(?:cm|ec|sf|tc)([a-z]+?)\d{1,4}$/i.exec(name)?.[1]?.toLowerCase();
  const libertine = /^Lin(Libertine|Biolinum)(?:Display)?(?:_?[RTOG])?([A-Z]*)$/.exec(name);
  const latinModern =
    /^LM(Roman|Sans|Mono)(Caps|Demi|Slant|Dunh|Unsl|Lt|LtCond|Prop|PropLt)?\d*-?(.*)$/i.exec(name);
  let c: FontClass;
  if (tex) {
    const mono = /tt/.test(tex);
    const sans = !mono && /^s[sxio]/.test(tex);
    c = {
      mono,
      serif: !mono && !sans,
      bold: /bx|^b|sx|xc/.test(tex),
      italic: /ti|sl|it|(^|[sbx])i$|so$|^u$/.test(tex),
      smallcaps: /csc|^[cx]c$|tcsc/.test(tex),
    };
  } else if (libertine) {
    const sans = libertine[1] === 'Biolinum';
    const variant = libertine[2] ?? '';
    c = {
      mono: false,
      serif: !sans,
      bold: /[BZ]/.test(variant),
      italic: /I/.test(variant),
      smallcaps: /C/.test(variant),
    };
  } else if (latinModern) {
    const [, kind, variant = '', style = ''] = latinModern;
    const mono = /mono/i.test(kind ?? '');
    c = {
      mono,
      serif: /roman/i.test(kind ?? ''),
      bold: /bold|demi/i.test(`${variant}${style}`),
      italic: /italic|oblique|slant/i.test(`${variant}${style}`),
      smallcaps: /caps/i.test(variant),
    };
  } else {
    const mono =
      MONO.test(name) ||
      font.fixedPitch === true ||
      (!SANS.test(name) && !SERIF.test(name) && (flags & 1) !== 0);
    // A slab serif (Roboto Slab, Unit Slab) is a serif whatever family it belongs to.
    const sans =
      !mono && !/slab/i.test(name) && (SANS.test(name) || (!SERIF.test(name) && (flags & 2) === 0));
    c = { mono, serif: !mono && !sans, bold: false, italic: false, smallcaps: false };
  }
  c.bold ||= BOLD.test(name) || weight >= 600 || (flags & (1 << 18)) !== 0;
  c.italic ||= ITALIC.test(name) || (flags & (1 << 6)) !== 0;
  c.smallcaps ||= SMALL_CAPS.test(name);
  if (!c.bold && (LIGHT.test(name) || (font.weight !== undefined && font.weight <= 300))) c.light = true;
  if ((tex && TEX_MATH.test(tex)) || MATH.test(name)) {
    c.math = true;
    c.italic ||= MATH_ITALIC.test(tex ?? name);
  }
  const family = tex || latinModern ? 'latin-modern' : familyOf(name);
  return family ? { ...c, family } : c;
}
