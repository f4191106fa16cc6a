import { z } from 'zod';
import { LANGUAGE_CODES } from './languages.ts';

/** One of the app's languages (languages.ts keeps the list itself free of zod). */
export const languageCodeSchema = z.enum(LANGUAGE_CODES);
