import { useSyncExternalStore } from 'react';
import { followSignedInUser } from '../native/purchases/followAuth';
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

interface SessionAtomValue {
  isPending: boolean;
  isRefetching: boolean;
  data: { user?: SessionUser } | null;
}

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('better-auth has no session store');
  return value;
}

const sessionAtom = required(authClient.$store.atoms.session);
let state: AuthState = { loading: true, user: null };
const listeners = new Set<() => void>();
let started = false;

function setState(next: AuthState): void {
  if (
    next.loading === state.loading &&
    next.user?.id === state.user?.id &&
    next.user?.name === state.user?.name
  )
    return;
  state = next;
  listeners.forEach((listener) => listener());
  // In-app purchases belong to the signed-in user (native only; never blocks signing in).
  if (!next.loading) void followSignedInUser(next.user?.id ?? null);
}

/**
 * Starts following better-auth's session store (subscribing makes it fetch the session). Only
 * settled answers count: while a refetch is in flight the last known user stays.
 */
export function startAuth(): void {
  if (started) return;
  started = true;
  sessionAtom.subscribe((raw) => {
    const value = raw as SessionAtomValue;
    if (value.isPending || value.isRefetching) return;
    setState({ loading: false, user: value.data?.user ?? null });
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

/**
 * Asks the server who is signed in now (after sign-in, sign-out or a magic link) and resolves with
 * the answer, so a navigation that follows sees the new state. A failed request keeps the old one.
 */
export async function refreshSession(): Promise<AuthState> {
  try {
    const { data, error } = await authClient.getSession({ query: { disableCookieCache: true } });
    if (!error) setState({ loading: false, user: (data?.user as SessionUser | undefined) ?? null });
  } catch {
    // Network trouble: the store's own refetch will settle it.
  }
  return state;
}
