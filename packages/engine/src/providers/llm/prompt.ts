// What the model is asked: one system message with the rules and one user message carrying the
// batch as JSON, answered under a strict JSON schema so a reply can be checked segment by segment.
import { LANGUAGES, type LanguageCode } from '@tolk/contract';
import type { GlossaryTerm, SegmentFormat } from '../../types.ts';

export interface PromptBatch {
  from: string;
  to: string;
  format: SegmentFormat;
  /** The document's name or title. */
  context?: string;
  /** Source segments just before the batch, for reference only. */
  before: readonly string[];
  segments: readonly string[];
  glossary: readonly GlossaryTerm[];
}

export const REPLY_SCHEMA = {
  type: 'object',
  properties: {
    translations: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, text: { type: 'string' } },
        required: ['id', 'text'],
        additionalProperties: false,
      },
    },
  },
  required: ['translations'],
  additionalProperties: false,
} as const;

const languageName = (code: string) => LANGUAGES[code as LanguageCode] ?? code;

function systemMessage(batch: PromptBatch): string {
  const from = batch.from === 'auto' ? 'the language it is written in' : languageName(batch.from);
  return [
    `You are a professional translator. Translate each segment from ${from} into ${languageName(batch.to)}.`,
    'Reply with JSON only: {"translations":[{"id":<the segment id>,"text":"<its translation>"}]}, one entry per segment, every id once.',
    ...(batch.format === 'tagged'
      ? [
          'Segments contain inline tags: <g id="N">…</g> around formatted words and <x id="N"/> for fields, breaks and text that must stay as it is.',
          'Copy every tag exactly, each once, around the words it belongs to in the translation. Do not add, drop or renumber tags.',
          'Keep character entities such as &amp; and &lt; as they are.',
        ]
      : ['Segments are plain text: do not add markup.']),
    ...(batch.glossary.length > 0
      ? ['Where a glossary source term occurs, its translation must use the glossary target term exactly.']
      : []),
    'The "document" and "preceding" fields are context: do not translate them.',
  ].join('\n');
}

export function promptMessages(batch: PromptBatch) {
  const payload = {
    ...(batch.context ? { document: batch.context } : {}),
    ...(batch.before.length > 0 ? { preceding: batch.before } : {}),
    ...(batch.glossary.length > 0
      ? { glossary: batch.glossary.map(({ source, target }) => ({ source, target })) }
      : {}),
    segments: batch.segments.map((text, id) => ({ id, text })),
  };
  return [
    { role: 'system' as const, content: systemMessage(batch) },
    { role: 'user' as const, content: JSON.stringify(payload) },
  ];
}
