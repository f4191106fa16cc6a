// Text formats, most specific first: plain text accepts any text, Markdown only when named .md.
import type { FormatModule } from '../../types.ts';
import { txt } from './txt.ts';

export const TEXT_FORMATS: FormatModule[] = [txt];
