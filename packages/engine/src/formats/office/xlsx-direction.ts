// A spreadsheet translated into a right-to-left language: the cells holding right-to-left text read
// right to left (readingOrder="2"), through a copy of their cell format, so cells of numbers, dates
// and code that share the format stay as they were.

import type { SafeZip } from '../../safety/zip.ts';
import { isRtlText } from '../../fonts/bidi.ts';
import { SHARED_STRINGS } from './xlsx-strings.ts';

const STYLES = 'xl/styles.xml';

const textOf = (xml: string) => xml.replace(/<rPh\b[\s\S]*?<\/rPh>/gu, '').replace(/<[^>]*>/gu, '');

/** The cell format with its reading order right to left (alignment is an xf's first child). */
function readingRightToLeft(xf: string): string {
  let out = /<alignment\b/u.test(xf)
    ? xf.replace(
        /<alignment\b([^>]*?)\s*(\/?)>/u,
        (_, attributes: string, close: string) =>
          `<alignment${attributes.replace(/\sreadingOrder="[^"]*"/u, '')} readingOrder="2"${close}>`,
      )
    : xf.endsWith('/>')
      ? `${xf.slice(0, -2).trimEnd()}><alignment readingOrder="2"/></xf>`
      : xf.replace(/^(<xf\b[^>]*>)/u, '$1<alignment readingOrder="2"/>');
  out = /\sapplyAlignment="/u.test(out)
    ? out.replace(/\sapplyAlignment="[^"]*"/u, ' applyAlignment="1"')
    : out.replace(/^<xf\b/u, '<xf applyAlignment="1"');
  return out;
}

export async function rtlSpreadsheet(zip: SafeZip, sheets: readonly string[]): Promise<void> {
  if (!zip.has(STYLES)) return;
  const styles = await zip.text(STYLES);
  const formats = /<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/u.exec(styles);
  if (!formats) return;
  const xfs = [...(formats[1] ?? '').matchAll(/<xf\b[^>]*?(?:\/>|>[\s\S]*?<\/xf>)/gu)].map(
    (match) => match[0],
  );
  const shared = zip.has(SHARED_STRINGS)
    ? [...(await zip.text(SHARED_STRINGS)).matchAll(/<si>([\s\S]*?)<\/si>/gu)].map((match) =>
        isRtlText(textOf(match[1] ?? '')),
      )
    : [];
  const twins = new Map<number, number>();
  const added: string[] = [];
  const twinOf = (index: number) => {
    let twin = twins.get(index);
    if (twin === undefined) {
      twin = xfs.length + added.length;
      twins.set(index, twin);
      added.push(readingRightToLeft(xfs[index] ?? '<xf numFmtId="0"/>'));
    }
    return twin;
  };
  for (const sheet of sheets) {
    const xml = await zip.text(sheet);
    const out = xml.replace(
      /<c\b([^>]*?)(?<!\/)>([\s\S]*?)<\/c>/gu,
      (cell, attributes: string, inner: string) => {
        const type = /\st="([^"]*)"/u.exec(attributes)?.[1];
        const rtl =
          type === 's'
            ? shared[Number(/<v>(\d+)<\/v>/u.exec(inner)?.[1] ?? -1)] === true
            : type === 'inlineStr' && isRtlText(textOf(inner));
        if (!rtl) return cell;
        const twin = twinOf(Number(/\ss="(\d+)"/u.exec(attributes)?.[1] ?? 0));
        const styled = /\ss="/u.test(attributes)
          ? attributes.replace(/\ss="\d+"/u, ` s="${twin}"`)
          : `${attributes} s="${twin}"`;
        return `<c${styled}>${inner}</c>`;
      },
    );
    if (out !== xml) zip.set(sheet, out);
  }
  if (added.length === 0) return;
  const opening = /<cellXfs\b[^>]*>/u.exec(formats[0])?.[0] ?? '<cellXfs>';
  const count = xfs.length + added.length;
  const counted = /\scount="/u.test(opening)
    ? opening.replace(/\scount="\d+"/u, ` count="${count}"`)
    : opening.replace(/^<cellXfs\b/u, `<cellXfs count="${count}"`);
  zip.set(STYLES, styles.replace(formats[0], `${counted}${formats[1] ?? ''}${added.join('')}</cellXfs>`));
}
