// Text formats, most specific first: plain text accepts any text; Markdown is chosen by its name.
import type { FormatModule } from '../../types.ts';
import { html } from './html.ts';
import { markdown } from './markdown.ts';
import { srt, vtt } from './subtitles.ts';
import { txt } from './txt.ts';

export const TEXT_FORMATS: FormatModule[] = [html, vtt, srt, txt, markdown];
