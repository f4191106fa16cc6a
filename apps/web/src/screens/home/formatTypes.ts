import type { DOCUMENT_FORMATS } from '@tolk/contract';

export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];
