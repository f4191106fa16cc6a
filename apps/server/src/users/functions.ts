import { signedIn, type HandlerTable } from '../callable.ts';
import * as users from './service.ts';

/** Callable functions of the user's preferences. */
export function userFunctions(deps: users.UsersDeps): HandlerTable {
  return {
    getPreferences: { auth: true, handle: (_input, ctx) => users.getPreferences(deps, signedIn(ctx).id) },
    updatePreferences: {
      auth: true,
      handle: (input, ctx) => users.updatePreferences(deps, signedIn(ctx).id, input),
    },
  };
}
