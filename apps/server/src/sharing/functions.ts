import { signedIn, type HandlerTable } from '../callable.ts';
import * as sharing from './service.ts';

/** Callable functions of share links: only the owner makes, lists, changes and revokes them. */
export function shareFunctions(deps: sharing.SharingDeps): HandlerTable {
  return {
    createShareLink: {
      auth: true,
      handle: (input, ctx) => sharing.createShareLink(deps, signedIn(ctx).id, input),
    },
    listShareLinks: {
      auth: true,
      handle: (input, ctx) => sharing.listShareLinks(deps, signedIn(ctx).id, input.translationId),
    },
    updateShareLink: {
      auth: true,
      handle: (input, ctx) => sharing.updateShareLink(deps, signedIn(ctx).id, input),
    },
    revokeShareLink: {
      auth: true,
      handle: (input, ctx) => sharing.revokeShareLink(deps, signedIn(ctx).id, input.shareId),
    },
  };
}
