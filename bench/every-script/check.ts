// The every-script check: the English declaration (made by LibreOffice, sources/) translated into
// Arabic, Hebrew, Persian, Urdu, Chinese, Japanese, Korean, Hindi, Bengali, Thai, Russian and
// Greek by a Google-shaped endpoint answering the declaration's real text, through the CLI and
// through the HTTP API, as PDF, DOCX, PPTX, EPUB and SRT; every output rendered (office files by
// LibreOffice, EPUB and SRT by Chromium) to PNG for looking at, and measured (measure.ts).
//   node bench/every-script/check.ts [OUT_DIR] [--only ar,zh] [--formats pdf,docx] [--cli-only]
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { languageDirection } from '@tolk/contract';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../e2e/product.ts';
import { DeclarationGoogle } from './fake-google.ts';
import {
  badLineStarts,
  breaksInsideWords,
  documentText,
  missingCharacters,
  pdfjsText,
  pdftotext,
  phrasesInOrder,
  rightEdgeSpread,
  withoutFormatCharacters,
} from './measure.ts';
import { allJobs, FORMATS, run, throughApi, throughCli, type Format, type Output } from './routes.ts';
import { TARGETS } from './udhr.ts';

export interface Figures {
  missing: number;
  characters: number;
  pdftotext: number;
  pdfjs?: number;
  /** An office file's, e-book's or subtitles' own text. */
  file?: number;
  lineStarts?: string[];
  thai?: { breaks: number; inside: string[] };
  rightEdgeSpread?: number;
  rendered: string;
}

/** A PDF readers would see: the PDF itself, LibreOffice's of an office file, Chromium's of an e-book page or subtitles. */
async function readerPdf(output: Output): Promise<string> {
  const folder = path.join(path.dirname(output.file), 'rendered');
  mkdirSync(folder, { recursive: true });
  const name = `${output.language}.${output.format}`;
  if (output.format === 'pdf') return output.file;
  if (output.format === 'docx' || output.format === 'pptx') {
    const converted = mkdtempSync(path.join(tmpdir(), 'tolk-lo-'));
    await run('soffice', [
      `-env:UserInstallation=file://${converted}/profile`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      converted,
      output.file,
    ]);
    const pdf = path.join(folder, `${name}.pdf`);
    execFileSync('mv', [path.join(converted, `${output.language}.pdf`), pdf]);
    rmSync(converted, { recursive: true, force: true });
    return pdf;
  }
  let page = output.file;
  if (output.format === 'srt') {
    // As a player shows subtitles: each line in the direction of its own text.
    page = path.join(folder, `${name}.html`);
    const cues = readFileSync(output.file, 'utf8')
      .split('\n')
      .map((line) => `<p dir="auto">${line.replace(/&/gu, '&amp;').replace(/</gu, '&lt;')}</p>`);
    writeFileSync(
      page,
      `<!doctype html><meta charset="utf-8"><body style="font:16px sans-serif">${cues.join('')}`,
    );
  }
  if (output.format === 'epub') {
    const unpacked = path.join(folder, `${name}-unpacked`);
    rmSync(unpacked, { recursive: true, force: true });
    execFileSync('unzip', ['-q', '-o', output.file, '-d', unpacked]);
    const xhtml = readdirSync(unpacked, { recursive: true, encoding: 'utf8' }).filter(
      (entry) => /\.x?html$/u.test(entry) && !/nav|toc/u.test(entry),
    );
    page = path.join(unpacked, xhtml.sort().at(-1) ?? '');
  }
  const pdf = path.join(folder, `${name}.pdf`);
  await run(CHROMIUM, [
    ...CHROMIUM_FLAGS,
    '--headless=new',
    '--no-pdf-header-footer',
    `--print-to-pdf=${pdf}`,
    `file://${page}`,
  ]);
  return pdf;
}

export async function measure(output: Output): Promise<Figures> {
  const pdf = await readerPdf(output);
  const png = path.join(path.dirname(output.file), 'rendered', `${output.language}.${output.format}`);
  execFileSync('pdftoppm', ['-r', '60', '-png', '-f', '1', '-l', '1', '-singlefile', pdf, png]);
  const poppler = pdftotext(pdf);
  const text = output.format === 'srt' ? readFileSync(output.file, 'utf8') : poppler;
  const figures: Figures = {
    missing: missingCharacters(output.answers, text),
    characters: output.answers.join('').replace(/\s+/gu, '').length,
    pdftotext: phrasesInOrder(output.answers, text, output.language),
    rendered: `${png}.png`,
  };
  if (output.format !== 'pdf')
    figures.file = phrasesInOrder(
      output.answers,
      await documentText(output.file, output.format),
      output.language,
    );
  if (output.format === 'pdf') {
    const pdfjs = await pdfjsText(new Uint8Array(readFileSync(pdf)));
    figures.pdfjs = phrasesInOrder(
      output.answers.map(withoutFormatCharacters),
      withoutFormatCharacters(pdfjs.text),
      output.language,
    );
    if (languageDirection(output.language) === 'rtl') figures.rightEdgeSpread = rightEdgeSpread(pdfjs.lines);
  }
  if (output.language === 'zh' || output.language === 'ja') figures.lineStarts = badLineStarts(poppler);
  if (output.language === 'th') figures.thai = breaksInsideWords(output.answers, poppler);
  return figures;
}

const percent = (share: number | undefined) => (share === undefined ? '' : `${(share * 100).toFixed(1)}%`);

export function report(rows: { output: Output; figures: Figures }[]): string {
  const lines = [
    '| route | language | format | characters | missing | phrases (pdftotext) | phrases (pdf.js) | phrases (file) | RTL right-edge spread | CJK bad line starts | Thai breaks inside words |',
    '| --- | --- | --- | --: | --: | --: | --: | --: | --: | --: | --: |',
  ];
  for (const { output, figures } of rows)
    lines.push(
      `| ${output.route} | ${output.language} | ${output.format} | ${figures.characters} | ${figures.missing} | ${percent(figures.pdftotext)} | ${percent(figures.pdfjs)} | ${percent(figures.file)} | ${figures.rightEdgeSpread?.toFixed(2) ?? ''} | ${figures.lineStarts?.length ?? ''} | ${figures.thai ? `${figures.thai.inside.length} of ${figures.thai.breaks}` : ''} |`,
    );
  return lines.join('\n');
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { only: { type: 'string' }, formats: { type: 'string' }, 'cli-only': { type: 'boolean' } },
  });
  const out = path.resolve(positionals[0] ?? path.join(tmpdir(), 'tolk-every-script'));
  const languages = values.only ? values.only.split(',') : TARGETS;
  const formats = (values.formats ? values.formats.split(',') : FORMATS) as Format[];
  const google = await DeclarationGoogle.start();
  try {
    const jobs = allJobs(languages, formats);
    const outputs = [
      ...(await throughCli(google, out, jobs)),
      ...(values['cli-only'] ? [] : await throughApi(google, out, jobs)),
    ];
    const rows = [];
    for (const output of outputs) rows.push({ output, figures: await measure(output) });
    writeFileSync(path.join(out, 'figures.json'), JSON.stringify(rows, null, 2));
    console.log(report(rows));
  } finally {
    await google.close();
  }
}
