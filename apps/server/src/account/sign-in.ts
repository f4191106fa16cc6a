import type { Auth } from '../auth/auth.ts';

/**
 * What the account capability needs from better-auth, which owns the sign-in tables (user,
 * account, session). Each call goes through better-auth's own adapter, so its database hooks run:
 * a deleted session is announced and its open event streams end (auth/session-end.ts).
 */
export interface SignInAccounts {
  /** Ends every session of the user, on every device. */
  endSessions(userId: string): Promise<void>;
  /** Deletes the sign-in user with its linked accounts (and any session left). */
  deleteUser(userId: string): Promise<void>;
  /** Gives an account without a password one; false when it already has one. */
  setFirstPassword(userId: string, newPassword: string): Promise<boolean>;
}

export function betterAuthAccounts(auth: Auth): SignInAccounts {
  return {
    async endSessions(userId) {
      await (await auth.$context).internalAdapter.deleteUserSessions(userId);
    },
    async deleteUser(userId) {
      const { internalAdapter } = await auth.$context;
      if (await internalAdapter.findUserById(userId)) await internalAdapter.deleteUser(userId);
    },
    // What better-auth's server-only setPassword endpoint does, without needing a request's headers.
    async setFirstPassword(userId, newPassword) {
      const { internalAdapter, password } = await auth.$context;
      const credential = await internalAdapter.findCredentialAccount(userId);
      if (credential?.password) return false;
      const hash = await password.hash(newPassword);
      if (credential) await internalAdapter.updateAccount(credential.id, { password: hash });
      else
        await internalAdapter.linkAccount({
          userId,
          providerId: 'credential',
          accountId: userId,
          password: hash,
        });
      return true;
    },
  };
}
