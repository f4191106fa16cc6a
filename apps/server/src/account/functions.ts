import { signedIn, type HandlerTable } from '../callable.ts';
import { getQuota } from '../quota/service.ts';
import { deleteAccount, type AccountDeps } from './delete.ts';
import { getProfile } from './profile.ts';
import { requestAccountExport, setFirstPassword } from './service.ts';

/** Callable functions of the account itself: its document and quota, delete, export, a first password. */
export function accountFunctions(deps: AccountDeps): HandlerTable {
  return {
    getProfile: { auth: true, handle: (_input, ctx) => getProfile(deps, signedIn(ctx).id) },
    getQuota: { auth: true, handle: (input, ctx) => getQuota(deps, signedIn(ctx).id, input.userId) },
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
