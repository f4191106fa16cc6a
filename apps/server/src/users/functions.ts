import { signedIn, type HandlerTable } from '../callable.ts';
import { getQuota } from '../quota/service.ts';
import * as users from './service.ts';

/** Callable functions of the user document: profile, quota, preferences. */
export function userFunctions(deps: users.UsersDeps): HandlerTable {
  return {
    getProfile: { auth: true, handle: (_input, ctx) => users.getProfile(deps, signedIn(ctx).id) },
    getQuota: { auth: true, handle: (input, ctx) => getQuota(deps, signedIn(ctx).id, input.userId) },
    getPreferences: { auth: true, handle: (_input, ctx) => users.getPreferences(deps, signedIn(ctx).id) },
    updatePreferences: {
      auth: true,
      handle: (input, ctx) => users.updatePreferences(deps, signedIn(ctx).id, input),
    },
  };
}
