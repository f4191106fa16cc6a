import { signedIn, type HandlerTable } from '../callable.ts';
import * as glossaries from './service.ts';

/** Callable functions of glossaries: each user sees and changes only their own. */
export function glossaryFunctions(deps: glossaries.GlossariesDeps): HandlerTable {
  return {
    createGlossary: {
      auth: true,
      handle: (input, ctx) => glossaries.createGlossary(deps, signedIn(ctx).id, input),
    },
    listGlossaries: {
      auth: true,
      handle: (_input, ctx) => glossaries.listGlossaries(deps, signedIn(ctx).id),
    },
    updateGlossary: {
      auth: true,
      handle: (input, ctx) => glossaries.updateGlossary(deps, signedIn(ctx).id, input),
    },
    deleteGlossary: {
      auth: true,
      handle: (input, ctx) => glossaries.deleteGlossary(deps, signedIn(ctx).id, input.glossaryId),
    },
    importGlossary: {
      auth: true,
      handle: (input, ctx) => glossaries.importGlossary(deps, signedIn(ctx).id, input),
    },
    exportGlossary: {
      auth: true,
      handle: (input, ctx) => glossaries.exportGlossary(deps, signedIn(ctx).id, input),
    },
  };
}
