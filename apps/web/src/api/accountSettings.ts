import { useMutation, useQuery } from '@tanstack/react-query';
import { authClient } from './authClient';
import { forgetBearerToken } from './bearerToken';
import { refreshSession, useAuth } from './authStore';
import { callable } from './callable';
import { clearDownloadUrls } from './downloads';
import { queryClient, queryKeys } from './queryClient';

// The account settings of Profile. Name, password and other devices belong to better-auth (its
// client calls /api/auth/*); a first password, the export and deleting the account are callables.

/** An error better-auth answered, with its code (e.g. INVALID_PASSWORD) and reason for a translated message. */
export class AuthRefusal extends Error {
  readonly code: string | undefined;
  readonly details: unknown;
  constructor(error: { message?: string; code?: string; details?: unknown }) {
    super(error.message ?? 'Authentication failed');
    this.code = error.code;
    this.details = error.details;
  }
}

async function orRefusal<T>(
  call: Promise<{ data: T | null; error: { message?: string; code?: string; details?: unknown } | null }>,
) {
  const { data, error } = await call;
  if (error) throw new AuthRefusal(error);
  return data;
}

const signInMethodsKey = ['signInMethods'] as const;

/** How the user can sign in: better-auth's linked accounts ('credential' is a password). */
export function useSignInMethods() {
  const { user } = useAuth();
  return useQuery({
    queryKey: signInMethodsKey,
    queryFn: async () => {
      const accounts = (await orRefusal(authClient.listAccounts())) ?? [];
      return { hasPassword: accounts.some((account) => account.providerId === 'credential') };
    },
    enabled: user !== null,
  });
}

/** Renames the user in better-auth; the server copies the name to the profile and pushes it live. */
export function useRename() {
  return useMutation({
    mutationFn: async (name: string) => {
      await orRefusal(authClient.updateUser({ name }));
      await refreshSession();
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      orRefusal(authClient.changePassword({ ...input, revokeOtherSessions: false })),
  });
}

/** A first password for an account made by e-mail link, Google or Apple. */
export function useSetPassword() {
  return useMutation({
    mutationFn: (newPassword: string) => callable.call('setPassword', { newPassword }),
    onSuccess: () => queryClient.setQueryData(signInMethodsKey, { hasPassword: true }),
  });
}

/** Signs out every other session; their open pages get session-ended and go to /welcome. */
export function useSignOutOtherDevices() {
  return useMutation({ mutationFn: () => orRefusal(authClient.revokeOtherSessions()) });
}

export function useExportAccount() {
  return useMutation({ mutationFn: () => callable.call('exportAccount', {}) });
}

/**
 * Deletes the account (the server ends every session, this one too), then forgets everything
 * this app kept of the user, as signing out does.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (confirm: string) => {
      await callable.call('deleteAccount', { confirm });
      forgetBearerToken();
      clearDownloadUrls();
      await refreshSession();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'health' });
    },
  });
}
