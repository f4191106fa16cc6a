import { signedIn, type HandlerTable } from '../callable.ts';
import { analyzeDocument } from './analyze.ts';
import type { TranslationsDeps } from './deps.ts';
import { listProviderLanguages } from './languages.ts';
import { getTranslation, retryTranslation, translateDocument } from './service.ts';
import { translateText } from './text.ts';

/** Callable functions of translating: the languages offered, analyse an upload, translate it, follow and retry; live text. */
export function translationFunctions(deps: TranslationsDeps): HandlerTable {
  return {
    analyzeDocument: {
      auth: true,
      handle: (input, ctx) => analyzeDocument(deps, signedIn(ctx).id, input.uploadId),
    },
    translateDocument: {
      auth: true,
      handle: (input, ctx) => translateDocument(deps, signedIn(ctx).id, input, ctx),
    },
    retryTranslation: {
      auth: true,
      handle: (input, ctx) => retryTranslation(deps, signedIn(ctx).id, input.translationId),
    },
    getTranslation: {
      auth: true,
      handle: (input, ctx) => getTranslation(deps, signedIn(ctx).id, input.translationId),
    },
    getLanguages: {
      auth: true,
      handle: () => listProviderLanguages(deps),
    },
    translateText: {
      auth: true,
      handle: (input, ctx) => translateText(deps, signedIn(ctx).id, input, ctx.signal),
    },
  };
}
