import { z } from 'zod';
import { languageCodeSchema } from './language-schema.ts';

// Glossaries (issue 14): a user's terms, applied to documents, images, the camera and live text.
// A glossary has a language pair, or none: a list without a pair holds words never translated
// (product names, commands) and applies to every translation. In a pair glossary, an entry
// without a target is never translated too. Import and export use DeepL's entry format (CSV or TSV).

export const GLOSSARY_LIMITS = {
  glossariesPerUser: 20,
  entriesPerGlossary: 2000,
  /** DeepL's limit for one term, in UTF-8 bytes. */
  termBytes: 1024,
  nameLength: 80,
  /** An imported file's text. */
  fileBytes: 1024 * 1024,
} as const;

export const GLOSSARY_FILE_FORMATS = ['csv', 'tsv'] as const;

const id = z.string().min(1).max(100);
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const noControl = (text: string) => !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u.test(text);
const term = z
  .string()
  .trim()
  .min(1, 'A term cannot be empty')
  // Characters first (never more than bytes), so a huge string is refused before it is encoded.
  .max(GLOSSARY_LIMITS.termBytes, `A term can be at most ${GLOSSARY_LIMITS.termBytes} bytes`)
  .refine((text) => new TextEncoder().encode(text).length <= GLOSSARY_LIMITS.termBytes, {
    message: `A term can be at most ${GLOSSARY_LIMITS.termBytes} bytes`,
  })
  .refine(noControl, { message: 'A term cannot contain line breaks or control characters' });

export const glossaryEntrySchema = z
  .object({
    source: term,
    /** null: the source term is kept as it is, in every language. */
    target: term.nullable(),
    caseSensitive: z.boolean().default(false),
  })
  .strict();
export type GlossaryEntry = z.output<typeof glossaryEntrySchema>;

const entriesSchema = z
  .array(glossaryEntrySchema)
  .max(
    GLOSSARY_LIMITS.entriesPerGlossary,
    `A glossary can have at most ${GLOSSARY_LIMITS.entriesPerGlossary} entries`,
  )
  .refine((entries) => new Set(entries.map((entry) => entry.source)).size === entries.length, {
    message: 'Each source term can appear only once',
  });

const nameSchema = z
  .string()
  .trim()
  .min(1, 'A glossary name is required')
  .max(GLOSSARY_LIMITS.nameLength)
  .refine(noControl, { message: 'A glossary name cannot contain line breaks or control characters' });

export const glossarySchema = z.object({
  glossaryId: z.string(),
  name: z.string(),
  /** Both null: a never-translate list for every pair. */
  langFrom: languageCodeSchema.nullable(),
  langTo: languageCodeSchema.nullable(),
  /** Chosen for new translations of its pair unless the user picks another. */
  isDefault: z.boolean(),
  entries: z.array(glossaryEntrySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Glossary = z.output<typeof glossarySchema>;

const pairFields = {
  langFrom: languageCodeSchema.nullable(),
  langTo: languageCodeSchema.nullable(),
};
const pairRule = <T extends { langFrom?: string | null; langTo?: string | null }>(value: T) =>
  (value.langFrom === undefined) === (value.langTo === undefined) &&
  (value.langFrom === null) === (value.langTo === null) &&
  (value.langFrom == null || value.langFrom !== value.langTo);
const pairMessage = {
  message: 'langFrom and langTo go together: two different languages, or both null for every pair',
};

/** The glossary a translation uses: undefined, the pair's default; null, none. */
export const glossaryChoiceSchema = id.nullable().optional();

export const GLOSSARY_FUNCTIONS = {
  createGlossary: {
    input: z
      .object({
        name: nameSchema,
        ...pairFields,
        entries: entriesSchema.default([]),
        isDefault: z.boolean().default(false),
      })
      .strict()
      .refine(pairRule, pairMessage),
    output: glossarySchema,
  },
  /** The caller's glossaries: never-translate lists first, then by pair and name. */
  listGlossaries: {
    input: z.object({}).strict(),
    output: z.object({ glossaries: z.array(glossarySchema) }),
  },
  /** Changes what is given; entries, when given, replace the whole list. */
  updateGlossary: {
    input: z
      .object({
        glossaryId: id,
        name: nameSchema.optional(),
        langFrom: languageCodeSchema.nullable().optional(),
        langTo: languageCodeSchema.nullable().optional(),
        entries: entriesSchema.optional(),
        isDefault: z.boolean().optional(),
      })
      .strict()
      .refine(pairRule, pairMessage),
    output: glossarySchema,
  },
  deleteGlossary: {
    input: z.object({ glossaryId: id }).strict(),
    output: z.object({ success: z.boolean() }),
  },
  /**
   * A CSV or TSV file's entries (DeepL's format; an empty target means never translate) into a new
   * glossary, or replacing an existing one's entries when glossaryId is given. A file with any bad
   * line is refused whole, with the lines and their problems in the error's details.
   */
  importGlossary: {
    input: z
      .object({
        glossaryId: id.optional(),
        name: nameSchema.optional(),
        langFrom: languageCodeSchema.nullable().optional(),
        langTo: languageCodeSchema.nullable().optional(),
        content: z.string().max(GLOSSARY_LIMITS.fileBytes),
      })
      .strict(),
    output: glossarySchema,
  },
  exportGlossary: {
    input: z.object({ glossaryId: id, format: z.enum(GLOSSARY_FILE_FORMATS).default('csv') }).strict(),
    output: z.object({ fileName: z.string(), contentType: z.string(), content: z.string() }),
  },
} as const;
