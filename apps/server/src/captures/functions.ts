import { signedIn, type HandlerTable } from '../callable.ts';
import type { TranslationsDeps } from '../translations/deps.ts';
import { getImageBlocks, saveCapture, translateCapture } from './service.ts';

/** Callable functions of camera translations: translate a photo, read its blocks, keep it in history. */
export function captureFunctions(deps: TranslationsDeps): HandlerTable {
  return {
    translateCapture: {
      auth: true,
      handle: (input, ctx) => translateCapture(deps, signedIn(ctx).id, input, ctx),
    },
    getImageBlocks: {
      auth: true,
      handle: (input, ctx) => getImageBlocks(deps, signedIn(ctx).id, input.translationId),
    },
    saveCapture: { auth: true, handle: (input, ctx) => saveCapture(deps, signedIn(ctx).id, input) },
  };
}
