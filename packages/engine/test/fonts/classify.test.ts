// Names of fonts found in real PDFs (Debian's texlive-*-doc, groff, LibreOffice) and what they are.
import { describe, expect, it } from 'vitest';
import { classifyFont } from '../../src/fonts/classify.ts';

const read = (name: string, flags = 0) => {
  const { bold, italic, serif, mono, smallcaps, light, family } = classifyFont({ name, flags });
  const kind = mono ? 'mono' : serif ? 'serif' : 'sans';
  return `${kind}${bold ? ' bold' : ''}${italic ? ' italic' : ''}${smallcaps ? ' caps' : ''}${light ? ' light' : ''} ${family ?? '-'}`;
};

describe('classifyFont', () => {
  it.each([
    ['ABCDEF+CMR10', 'serif latin-modern'],
    ['ABCDEF+CMBX12', 'serif bold latin-modern'],
    ['CMTI10', 'serif italic latin-modern'],
    ['CMCSC10', 'serif caps latin-modern'],
    ['CMSS17', 'sans latin-modern'],
    ['CMTT9', 'mono latin-modern'],
    ['SFRM1000', 'serif latin-modern'],
    ['SFSX1440', 'sans bold latin-modern'],
    ['SFSI0800', 'sans italic latin-modern'],
    ['SFTT0800', 'mono latin-modern'],
    ['LMRoman10-Italic-Identity-H', 'serif italic latin-modern'],
    ['LMSans10-Bold-Identity-H', 'sans bold latin-modern'],
    ['LMMonoLt10-Bold', 'mono bold latin-modern'],
    ['LMRomanCaps10-Regular', 'serif caps latin-modern'],
    ['LinLibertineT', 'serif libertine'],
    ['LinLibertineTB', 'serif bold libertine'],
    ['LinLibertineTI', 'serif italic libertine'],
    ['LinBiolinumTB', 'sans bold libertine'],
    ['LibertinusSerif-Italic', 'serif italic libertine'],
    ['LibertinusSans-Bold', 'sans bold libertine'],
    ['NimbusRomNo9L-Regu', 'serif termes'],
    ['NimbusSanL-ReguItal', 'sans italic heros'],
    ['NimbusMonL-Regu', 'mono cursor'],
    ['Times-Bold', 'serif bold liberation'],
    ['Courier-Oblique', 'mono italic liberation'],
    ['LiberationSerif-Italic', 'serif italic liberation'],
    ['Inconsolatazi4-Bold', 'mono bold inconsolata'],
    ['Inconsolata-Regular', 'mono inconsolata'],
    ['VCEAJJ+AnonymousPro', 'mono inconsolata'],
    ['BCDEEE+Calibri-Bold', 'sans bold carlito'],
    ['BCDFEE+Cambria-Italic', 'serif italic caladea'],
    ['FiraSans-Bold-Identity-H', 'sans bold -'],
    ['EBGaramond12-Italic-Identity-H', 'serif italic -'],
    ['URWPalladioL-Roma', 'serif pagella'],
    ['GYUEGW+UnitSlabPro', 'serif slab'],
    ['RobotoSlab-Bold', 'serif bold slab'],
    ['WYRVPY+UnitRoundedPro', 'sans -'],
    ['IXVHPC+UnitRoundedPro-Light', 'sans light -'],
    ['FiraSans-LightItalic', 'sans italic light -'],
  ])('%s is %s', (name, expected) => {
    expect(read(name)).toBe(expected);
  });

  it('reads the URW sans (Ghostscript) as sans even when its descriptor says serif', () => {
    // Ghostscript's NimbusSanL-Bold in a seminar-class PDF carries the Serif flag (2).
    expect(read('HCVGSG+NimbusSanL-Bold', 2 | 32 | 262144)).toBe('sans bold heros');
  });

  it('reads a font whose every width is equal as monospace, whatever its name', () => {
    expect(classifyFont({ name: 'VCEAJJ+AnonymousPro', fixedPitch: true }).mono).toBe(true);
    expect(classifyFont({ name: 'SomeFace-Regular', fixedPitch: true }).mono).toBe(true);
    expect(classifyFont({ name: 'SomeFace-Regular', fixedPitch: false }).mono).toBe(false);
  });

  it('tells math fonts, whose runs are formulas, and sets TeX math italic in italic', () => {
    const math = (name: string) => {
      const font = classifyFont({ name });
      return `${font.math ? 'math' : 'text'}${font.italic ? ' italic' : ''}`;
    };
    expect(math('ABCDEF+CMMI10')).toBe('math italic');
    expect(math('CMSY7')).toBe('math');
    expect(math('CMEX10')).toBe('math');
    expect(math('MSBM10')).toBe('math');
    expect(math('LMMathItalic10-Regular')).toBe('math italic');
    expect(math('LatinModernMath-Regular-Identity-H')).toBe('math');
    expect(math('CMR10')).toBe('text');
    expect(math('CMTI10')).toBe('text italic');
    expect(math('LinLibertineT')).toBe('text');
  });

  it('falls back on the descriptor: fixed pitch is monospace, the serif flag serif', () => {
    expect(read('F1', 1)).toBe('mono -');
    expect(read('F2', 2)).toBe('serif -');
    expect(read('F3', 0)).toBe('sans -');
  });
});
