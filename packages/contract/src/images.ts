import { z } from 'zod';
import { CAPTURE_MAX_BYTES, LIVE_TEXT_LIMITS } from './constants.ts';
import { fileNameSchema, languageRefSchema, translationSchema } from './documents.ts';
import { languageCodeSchema } from './language-schema.ts';
import { translationProviderSchema } from './preferences.ts';
import { glossaryChoiceSchema } from './glossaries.ts';

const id = z.string().min(1).max(100);

/** One recognised block of an image translation, in pixels of the upright image. */
export const imageBlockSchema = z.object({
  box: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
  /** Degrees, clockwise; absent when the block is level. */
  angle: z.number().optional(),
  text: z.string(),
  translation: z.string(),
});
export type ImageBlock = z.infer<typeof imageBlockSchema>;

export const imageBlocksSchema = z.object({
  /** Size of the translated image the boxes refer to. */
  width: z.number().int(),
  height: z.number().int(),
  blocks: z.array(imageBlockSchema),
});
export type ImageBlocks = z.infer<typeof imageBlocksSchema>;

/** base64 of at most CAPTURE_MAX_BYTES bytes (4 characters per 3 bytes). */
const base64Image = z
  .string()
  .max(Math.ceil(CAPTURE_MAX_BYTES / 3) * 4, `The photo is larger than ${CAPTURE_MAX_BYTES / 1024 / 1024} MB`)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'image must be base64 without a data: prefix');

export const IMAGE_FUNCTIONS = {
  /**
   * A photo from the camera or the gallery, sent whole, translated like an uploaded image (one
   * unit of imageTranslationsQuota). The translation has origin 'camera' and stays out of history
   * (inHistory false) until saveCapture; unsaved captures are removed after CAPTURE_KEEP_HOURS.
   * Streams progress like translateDocument when asked for text/event-stream.
   */
  translateCapture: {
    input: z
      .object({
        image: base64Image,
        fileName: fileNameSchema.default('Camera photo.jpg'),
        langFrom: languageRefSchema,
        langTo: languageCodeSchema,
        provider: translationProviderSchema.optional(),
        glossaryId: glossaryChoiceSchema,
      })
      .strict(),
    output: translationSchema,
  },
  /** The blocks of a completed image translation (own translations only). */
  getImageBlocks: { input: z.object({ translationId: id }).strict(), output: imageBlocksSchema },
  /** Puts a camera translation into history, in a folder (null: the root), optionally renamed. */
  saveCapture: {
    input: z
      .object({
        translationId: id,
        folderId: id.nullable().default(null),
        fileName: fileNameSchema.optional(),
      })
      .strict(),
    output: translationSchema,
  },
  /** Live camera mode: short texts recognised on the device, translated at once (no quota unit). */
  translateText: {
    input: z
      .object({
        texts: z
          .array(z.string().max(LIVE_TEXT_LIMITS.maxCharactersPerText))
          .min(1)
          .max(LIVE_TEXT_LIMITS.maxTexts)
          .refine(
            (texts) => texts.reduce((sum, text) => sum + text.length, 0) <= LIVE_TEXT_LIMITS.maxCharacters,
            `At most ${LIVE_TEXT_LIMITS.maxCharacters} characters at once`,
          ),
        langFrom: languageRefSchema,
        langTo: languageCodeSchema,
        provider: translationProviderSchema.optional(),
        glossaryId: glossaryChoiceSchema,
      })
      .strict(),
    output: z.object({ translations: z.array(z.string()), detectedLanguage: z.string().nullable() }),
  },
} as const;
