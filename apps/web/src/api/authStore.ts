import { useSyncExternalStore } from 'react';
import { authClient } from './authClient';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image?: string | null;
}

export interface AuthState {
  /** True until the first session check has answered. */
  loading: boolean;
  user: SessionUser | null;
}

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('better-auth has no session store');
  return value;
}

const sessionAtom = required(authClient.$store.atoms.session);
let state: AuthState = { loading: true, user: null };
const listeners = new Set<() => void>();
let started = false;

function fromAtom(): AuthState {
  const value = sessionAtom.get() as { isPending: boolean; data: { user?: SessionUser } | null };
  return { loading: value.isPending, user: value.data?.user ?? null };
}

/** Starts following the session (the first subscription makes better-auth fetch it). */
export function startAuth(): void {
  if (started) return;
  started = true;
  sessionAtom.subscribe(() => {
    const next = fromAtom();
    if (
      next.loading === state.loading &&
      next.user?.id === state.user?.id &&
      next.user?.name === state.user?.name
    )
      return;
    state = next;
    listeners.forEach((listener) => listener());
  });
}

export function getAuthState(): AuthState {
  return state;
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeAuth, getAuthState);
}

/** Asks the server for the session again and resolves once the store has the answer. */
export async function refreshSession(): Promise<AuthState> {
  const value = sessionAtom.get() as { refetch?: () => Promise<void> };
  await value.refetch?.();
  return state;
}
