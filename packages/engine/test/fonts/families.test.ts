// Every face a family names is installed by scripts/setup-system.sh: a missing file would silently
// fall back to Liberation, and a document's type would change without anyone noticing.

import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { familyFiles } from '../../src/fonts/families.ts';
import type { Family } from '../../src/fonts/classify.ts';

const FAMILIES: Family[] = [
  'latin-modern',
  'carlito',
  'caladea',
  'libertine',
  'termes',
  'heros',
  'cursor',
  'pagella',
  'schola',
  'bonum',
  'adventor',
  'inconsolata',
  'slab',
];

describe('familyFiles', () => {
  it('names only installed files, for every family, class and variant', () => {
    const missing: string[] = [];
    for (const family of FAMILIES)
      for (const [serif, mono] of [
        [true, false],
        [false, false],
        [false, true],
      ] as const)
        for (const bold of [false, true])
          for (const italic of [false, true])
            for (const path of familyFiles({ family, serif, mono, bold, italic, light: !bold && !mono }))
              if (!existsSync(path)) missing.push(path);
    expect(missing).toEqual([]);
  });

  it("sets Word's Calibri in Carlito and Cambria in Caladea, which have their metrics", () => {
    expect(familyFiles({ family: 'carlito', serif: false, bold: true, italic: false })[0]).toMatch(
      /Carlito-Bold\.ttf$/,
    );
    expect(familyFiles({ family: 'caladea', serif: true, bold: false, italic: true })[0]).toMatch(
      /Caladea-Italic\.ttf$/,
    );
  });
});
