import type { DocumentFormat } from './formatTypes';

/** A kind of file the engine reads (DESIGN.md "Formats read"), as offered in the file picker. */
export interface AcceptedKind {
  label: string;
  format: DocumentFormat;
  extensions: readonly string[];
  mimeTypes: readonly string[];
}

export const ACCEPTED_KINDS: readonly AcceptedKind[] = [
  { label: 'PDF', format: 'pdf', extensions: ['pdf'], mimeTypes: ['application/pdf'] },
  {
    label: 'DOCX',
    format: 'docx',
    extensions: ['docx'],
    mimeTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  },
  {
    label: 'PPTX',
    format: 'pptx',
    extensions: ['pptx'],
    mimeTypes: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  },
  {
    label: 'XLSX',
    format: 'xlsx',
    extensions: ['xlsx'],
    mimeTypes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  },
  {
    label: 'ODT',
    format: 'odt',
    extensions: ['odt'],
    mimeTypes: ['application/vnd.oasis.opendocument.text'],
  },
  {
    label: 'ODP',
    format: 'odp',
    extensions: ['odp'],
    mimeTypes: ['application/vnd.oasis.opendocument.presentation'],
  },
  {
    label: 'ODS',
    format: 'ods',
    extensions: ['ods'],
    mimeTypes: ['application/vnd.oasis.opendocument.spreadsheet'],
  },
  { label: 'EPUB', format: 'epub', extensions: ['epub'], mimeTypes: ['application/epub+zip'] },
  { label: 'HTML', format: 'html', extensions: ['html', 'htm', 'xhtml'], mimeTypes: ['text/html'] },
  { label: 'Markdown', format: 'md', extensions: ['md', 'markdown'], mimeTypes: ['text/markdown'] },
  { label: 'TXT', format: 'txt', extensions: ['txt'], mimeTypes: ['text/plain'] },
  { label: 'SRT', format: 'srt', extensions: ['srt'], mimeTypes: ['application/x-subrip'] },
  { label: 'VTT', format: 'vtt', extensions: ['vtt'], mimeTypes: ['text/vtt'] },
  { label: 'PNG', format: 'png', extensions: ['png'], mimeTypes: ['image/png'] },
  { label: 'JPEG', format: 'jpeg', extensions: ['jpg', 'jpeg'], mimeTypes: ['image/jpeg'] },
  { label: 'WebP', format: 'webp', extensions: ['webp'], mimeTypes: ['image/webp'] },
  { label: 'HEIC', format: 'heic', extensions: ['heic', 'heif'], mimeTypes: ['image/heic', 'image/heif'] },
];

/** The <input accept> value: extensions and MIME types, so every platform's picker filters. */
export const ACCEPT_ATTRIBUTE = ACCEPTED_KINDS.flatMap((kind) => [
  ...kind.extensions.map((extension) => `.${extension}`),
  ...kind.mimeTypes,
]).join(',');

/** "PDF, DOCX, …" for the drop zone's hint; SRT and VTT read as one item. */
export const ACCEPTED_LABELS: readonly string[] = ACCEPTED_KINDS.map((kind) => kind.label);

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The likely format from the name, then the browser's MIME type; the server decides from the bytes. */
export function guessFormat(file: { name: string; type: string }): DocumentFormat | null {
  const extension = extensionOf(file.name);
  const byName = ACCEPTED_KINDS.find((kind) => kind.extensions.includes(extension));
  if (byName) return byName.format;
  const mime = file.type.toLowerCase().split(';')[0]?.trim() ?? '';
  return ACCEPTED_KINDS.find((kind) => kind.mimeTypes.includes(mime))?.format ?? null;
}

/**
 * Why a chosen file is not uploaded, or null when it is: a type the engine does not read, or no
 * bytes at all (an empty file has nothing to translate, and the upload server refuses it).
 */
export function refusalOf(file: {
  name: string;
  type: string;
  size: number;
}): 'unsupported' | 'empty' | null {
  if (guessFormat(file) === null) return 'unsupported';
  return file.size === 0 ? 'empty' : null;
}

export function isImageFormat(format: DocumentFormat | null): boolean {
  return format === 'png' || format === 'jpeg' || format === 'webp';
}

/**
 * Files pasted from the clipboard (screenshots) have generic names like "image.png"; give them a
 * name that says when they were pasted so several pastes stay apart in the history.
 */
export function namePastedFile(file: File, now: Date): File {
  const format = guessFormat(file);
  if (!format || !/^image\.\w+$/i.test(file.name)) return file;
  const stamp = now.toISOString().slice(0, 19).replace(/[T:]/g, '-');
  const extension = format === 'jpeg' ? 'jpg' : format;
  return new File([file], `pasted-${stamp}.${extension}`, {
    type: file.type,
    lastModified: file.lastModified,
  });
}
