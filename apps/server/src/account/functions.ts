import { signedIn, type HandlerTable } from '../callable.ts';
import { deleteAccount, type AccountDeps } from './delete.ts';
import { requestAccountExport, setFirstPassword } from './service.ts';

/** Callable functions of the account itself: delete it, export it, give it a first password. */
export function accountFunctions(deps: AccountDeps): HandlerTable {
  return {
    deleteAccount: {
      auth: true,
      handle: (input, ctx) => deleteAccount(deps, signedIn(ctx), input.confirm),
    },
    exportAccount: { auth: true, handle: (_input, ctx) => requestAccountExport(deps.boss, signedIn(ctx).id) },
    setPassword: {
      auth: true,
      handle: (input, ctx) => setFirstPassword(deps.signIn, signedIn(ctx).id, input.newPassword),
    },
  };
}
