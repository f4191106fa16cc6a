// Writes the PDF fixtures, their translations and PNG renderings (pdftoppm) into a folder, to look
// at: `node packages/engine/test/pdf/preview.ts /tmp/pdf-preview`.

import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pdfFormat } from '../../src/formats/pdf/index.ts';
import type { SegmentTranslator } from '../../src/types.ts';
import { makeLayoutPdf } from '../fixtures/pdf-layout.ts';
import { makeScannedPdf } from '../fixtures/pdf-scanned.ts';
import { fixedTranslator, lengtheningTranslator, reversingTranslator } from './translators.ts';

const folder = process.argv[2] ?? '/tmp/pdf-preview';
mkdirSync(folder, { recursive: true });

async function run(
  name: string,
  input: Uint8Array,
  translate: SegmentTranslator,
  to: string,
  bilingual = false,
): Promise<void> {
  writeFileSync(join(folder, `${name}-in.pdf`), input);
  const started = Date.now();
  const result = await pdfFormat.translate(input, {
    translate,
    from: 'en',
    to,
    bilingual,
    onProgress: () => undefined,
  });
  writeFileSync(join(folder, `${name}-out.pdf`), result.output);
  if (result.bilingual) writeFileSync(join(folder, `${name}-bilingual.pdf`), result.bilingual);
  for (const suffix of ['in', 'out', ...(result.bilingual ? ['bilingual'] : [])]) {
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      join(folder, `${name}-${suffix}.pdf`),
      join(folder, `${name}-${suffix}`),
    ]);
  }
  console.log(`${name}: ${Date.now() - started} ms`);
}

const only = process.argv[3];
const jobs: [string, () => Promise<void>][] = [
  ['layout', async () => run('layout', await makeLayoutPdf(), reversingTranslator, 'es', true)],
  ['long', async () => run('long', await makeLayoutPdf(), lengtheningTranslator, 'de')],
  [
    'arabic',
    async () =>
      run('arabic', await makeLayoutPdf(), fixedTranslator('حديقة المجتمع جميلة جدا في الربيع 2024'), 'ar'),
  ],
  [
    'hebrew',
    async () => run('hebrew', await makeLayoutPdf(), fixedTranslator('הגן הקהילתי יפה מאוד באביב'), 'he'),
  ],
  ['scanned', async () => run('scanned', await makeScannedPdf(), reversingTranslator, 'es', true)],
];
for (const [name, job] of jobs) if (!only || only === name) await job();
