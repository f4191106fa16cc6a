import { signedIn, type HandlerTable } from '../callable.ts';
import * as files from './service.ts';
import { signedFileUrl } from './signed-urls.ts';

/** Callable functions of stored files: a download link the native app can open without a cookie. */
export function fileFunctions(deps: files.FilesDeps, urlKey: Buffer): HandlerTable {
  return {
    getDownloadUrl: {
      auth: true,
      handle: async (input, ctx) => {
        const user = signedIn(ctx);
        const row = await files.getOwnedFile(deps, user.id, input.fileId);
        return signedFileUrl(urlKey, row.id, user.id);
      },
    },
  };
}
