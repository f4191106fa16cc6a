// Picks the format module by the file's content; the name's extension only has to agree with it.
import { EngineError, type FormatModule } from '../types.ts';
import { FORMATS } from './index.ts';

function extensionOf(fileName: string | undefined): string | undefined {
  const match = fileName ? /\.([^./\\]+)$/.exec(fileName) : null;
  return match?.[1]?.toLowerCase();
}

export function selectFormat(
  bytes: Uint8Array,
  fileName?: string,
  formats: readonly FormatModule[] = FORMATS,
): FormatModule {
  const extension = extensionOf(fileName);
  // Modules list extensions with or without the dot (".docx" or "docx").
  const named = extension
    ? formats.find((format) =>
        format.extensions.some((e) => e.replace(/^\./, '').toLowerCase() === extension),
      )
    : undefined;
  // Text formats cannot be told apart by content alone (Markdown is text), so a named one that accepts
  // the content wins over the first module that sniffs it.
  if (named?.sniff(bytes)) return named;
  const sniffed = formats.find((format) => format.sniff(bytes));
  if (!sniffed && named)
    throw new EngineError(
      'corrupt-file',
      `The file is named .${extension} but its content is not a readable ${named.id.toUpperCase()} file.`,
    );
  if (!sniffed) throw new EngineError('unsupported-format', 'This file type is not supported.');
  if (named)
    throw new EngineError(
      'format-mismatch',
      `The file is named .${extension} but its content is ${sniffed.id.toUpperCase()}; rename it or upload the right file.`,
    );
  return sniffed;
}
