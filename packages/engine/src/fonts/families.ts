// Installed font files for the families of classify.ts, per class and variant: Latin Modern
// (fonts-lmodern), TeX Gyre (fonts-texgyre), Linux Libertine/Biolinum (fonts-linuxlibertine),
// Inconsolata (fonts-inconsolata: a regular face only, so bold code stays Liberation Mono Bold),
// Roboto Slab for slab serifs (fonts-roboto-slab: no italic), Carlito and Caladea for Word's Calibri
// and Cambria (fonts-crosextra-carlito, fonts-crosextra-caladea), and light faces of any family
// (Lato Light from fonts-lato; Roboto's own TrueType files come out of fontkit's subsetter broken).
// Liberation stays the default of each class (catalog.ts): it has the metrics of Times, Arial and Courier.

import type { FaceStyle } from './catalog.ts';
import type { Family } from './classify.ts';

const LM = '/usr/share/texmf/fonts/opentype/public/lm';
const GYRE = '/usr/share/texmf/fonts/opentype/public/tex-gyre';
const LIBERTINE = '/usr/share/fonts/opentype/linux-libertine';
const INCONSOLATA = '/usr/share/fonts/truetype/inconsolata/Inconsolata.otf';
const ROBOTO_SLAB = '/usr/share/fonts/opentype/roboto/slab/RobotoSlab';
const LATO = '/usr/share/fonts/truetype/lato/Lato';
const CROSEXTRA = '/usr/share/fonts/truetype/crosextra';

type Variant = 'regular' | 'bold' | 'italic' | 'bolditalic';
type ClassName = 'serif' | 'sans' | 'mono';

function variantOf(style: FaceStyle): Variant {
  if (style.bold && style.italic) return 'bolditalic';
  if (style.bold) return 'bold';
  return style.italic ? 'italic' : 'regular';
}

const gyre = (name: string) => (variant: Variant) => [`${GYRE}/texgyre${name}-${variant}.otf`];
const crosextra = (name: string) => (variant: Variant) => [
  `${CROSEXTRA}/${name}-${{ regular: 'Regular', bold: 'Bold', italic: 'Italic', bolditalic: 'BoldItalic' }[variant]}.ttf`,
];

/** Times, Helvetica and Courier's URW clones: the classes of a URW family without its own face. */
const URW = { serif: gyre('termes'), sans: gyre('heros'), mono: gyre('cursor') };

/** For each family, its files per class; a family without a face of the class gives none. */
const FILES: Partial<
  Record<Family, Partial<Record<ClassName, (variant: Variant, smallcaps: boolean) => string[]>>>
> = {
  'latin-modern': {
    serif: (variant, smallcaps) => [
      ...(smallcaps && variant === 'regular' ? [`${LM}/lmromancaps10-regular.otf`] : []),
      ...(smallcaps && variant === 'italic' ? [`${LM}/lmromancaps10-oblique.otf`] : []),
      `${LM}/lmroman10-${variant}.otf`,
    ],
    sans: (variant) => [`${LM}/lmsans10-${variant.replace('italic', 'oblique')}.otf`],
    mono: (variant) => [
      variant === 'regular' || variant === 'italic'
        ? `${LM}/lmmono10-${variant}.otf`
        : `${LM}/lmmonolt10-${variant === 'bold' ? 'bold' : 'boldoblique'}.otf`,
    ],
  },
  libertine: {
    serif: (variant) => [
      `${LIBERTINE}/LinLibertine_${{ regular: 'R', bold: 'RB', italic: 'RI', bolditalic: 'RBI' }[variant]}.otf`,
    ],
    sans: (variant) => [
      `${LIBERTINE}/LinBiolinum_${{ regular: 'R', bold: 'RB', italic: 'RI', bolditalic: 'RB' }[variant]}.otf`,
    ],
  },
  slab: {
    serif: (variant) =>
      variant === 'regular' || variant === 'bold'
        ? [`${ROBOTO_SLAB}-${variant === 'bold' ? 'Bold' : 'Regular'}.otf`]
        : [],
  },
  carlito: { sans: crosextra('Carlito') },
  caladea: { serif: crosextra('Caladea') },
  inconsolata: { mono: (variant) => (variant === 'regular' || variant === 'italic' ? [INCONSOLATA] : []) },
  termes: URW,
  heros: URW,
  cursor: URW,
  pagella: { ...URW, serif: gyre('pagella') },
  schola: { ...URW, serif: gyre('schola') },
  bonum: { ...URW, serif: gyre('bonum') },
  adventor: { ...URW, sans: gyre('adventor') },
};

/** Light faces per class: a slab's own, Lato's for any sans; a light serif or code stays regular. */
function lightFiles(style: FaceStyle): string[] {
  if (!style.light || style.bold || style.mono) return [];
  if (style.serif) return style.family === 'slab' && !style.italic ? [`${ROBOTO_SLAB}-Light.otf`] : [];
  return [`${LATO}-${style.italic ? 'LightItalic' : 'Light'}.ttf`];
}

/** The family's files for the style, best first (absent files are skipped by the catalog). */
export function familyFiles(style: FaceStyle): string[] {
  const className: ClassName = style.mono ? 'mono' : style.serif ? 'serif' : 'sans';
  const own = style.family
    ? (FILES[style.family]?.[className]?.(variantOf(style), style.smallcaps === true) ?? [])
    : [];
  return [...lightFiles(style), ...own];
}
