// Public API of @tolk/engine.
import { createProvider, type ProvidersConfig } from './providers/index.ts';
import { PROVIDER_NAMES } from './providers/names.ts';
import type { LanguagePair, ProviderName } from './types.ts';

export * from './types.ts';
export { analyzeFile, translateFile } from './translate.ts';
export { createSegmentTranslator } from './segment-translator.ts';
export type { FileAnalysis, TranslateFileOptions, TranslateFileResult } from './translate.ts';
export {
  createProvider,
  isProviderName,
  PROVIDER_NAMES,
  PROVIDERS_ENV,
  PROVIDERS_ENV_HELP,
  providerSecrets,
  providersFromEnv,
  usableProviders,
  type ProvidersEnv,
} from './providers/index.ts';
// The value types of environment variables, for the server's own variables.
export { commaList, EnvError, optionalText, optionalUrl, together } from './config/env-values.ts';
export type {
  AzureProviderOptions,
  DeeplProviderOptions,
  FakeProviderOptions,
  GoogleProviderOptions,
  LlmProviderOptions,
  LocalProviderOptions,
  ProvidersConfig,
} from './providers/index.ts';
export { detectLanguage } from './detect/index.ts';
export {
  GlossaryFileError,
  glossaryFromEntries,
  parseGlossaryFile,
  serializeGlossary,
  type GlossaryFileEntry,
} from './glossary/file.ts';
export { FORMATS } from './formats/index.ts';
// Image checks callers run before storing an image (header pixel limit, damaged data).
export { imageKind, MAX_IMAGE_PIXELS, readImageHeader, type ImageKind } from './formats/image/guard.ts';
export { decodeImage } from './formats/image/pixels.ts';

export interface ProviderLanguages {
  provider: ProviderName;
  available: boolean;
  pairs: LanguagePair[];
}

/** Which pairs each provider can do now (unconfigured cloud providers report none). */
export async function listLanguages(
  config: ProvidersConfig = {},
  names: readonly ProviderName[] = PROVIDER_NAMES.filter((name) => name !== 'fake'),
): Promise<ProviderLanguages[]> {
  return Promise.all(
    names.map(async (name) => {
      let provider;
      try {
        provider = createProvider(name, config);
      } catch {
        return { provider: name, available: false, pairs: [] };
      }
      try {
        const available = await provider.available();
        return { provider: name, available, pairs: available ? await provider.pairs() : [] };
      } finally {
        await provider.close?.();
      }
    }),
  );
}
// The wall around programs started on untrusted input (LibreOffice, pdftoppm, Tesseract, Apertium).
export { sandboxAvailable, sandboxed, sandboxedOrPlain, type SandboxedCommand } from './safety/sandbox.ts';
// Opening an untrusted zip elsewhere (previews, share views): the same caps as the engine's formats.
export { SafeZip } from './safety/zip.ts';
export { decodeLeniently } from './formats/text/encoding.ts';
export { ZIP_BUDGET, type Budget } from './safety/budgets.ts';
