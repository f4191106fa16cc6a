import { useSyncExternalStore } from 'react';
import { followSignedInUser } from '../native/purchases/followAuth';
import { getBearerToken, keepBearerToken, loadBearerToken } from './bearerToken';
import { absoluteApiUrl } from './config';
import { SESSION_CHECK_CREDENTIALS, SESSION_CHECK_URL } from './sessionCheck';
import { STORAGE_KEYS, storage } from './storage';

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

/** A tab coming back into view asks again, at most this often (better-auth's client did the same). */
const FOCUS_RECHECK_MS = 5_000;

let state: AuthState = { loading: true, user: null };
const listeners = new Set<() => void>();
let started = false;
let lastAsked = 0;
let latestAsk = 0;

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
 * Asks better-auth who is signed in, with a plain request: the first screen needs the answer but
 * not better-auth's client (issue 13, fast first load). Only the newest question's answer counts.
 * A failed request keeps what was known, except the very first, which leaves the user signed out.
 */
async function checkSession(): Promise<void> {
  const ask = ++latestAsk;
  lastAsked = Date.now();
  let user: SessionUser | null;
  try {
    await loadBearerToken();
    const token = getBearerToken();
    const response = await fetch(absoluteApiUrl(SESSION_CHECK_URL), {
      credentials: SESSION_CHECK_CREDENTIALS,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) throw new Error(`The session check answered ${response.status}`);
    keepBearerToken(response);
    user = ((await response.json()) as { user?: SessionUser } | null)?.user ?? null;
  } catch {
    if (ask === latestAsk && state.loading) setState({ loading: false, user: null });
    return;
  }
  if (ask === latestAsk) setState({ loading: false, user });
}

/**
 * The authentication start-up module: the first session check, then a new one when the tab comes
 * back into view or online, and when another tab signed in or out (its refreshSession wrote the
 * storage key).
 */
export function startAuth(): void {
  if (started) return;
  started = true;
  void checkSession();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastAsked >= FOCUS_RECHECK_MS)
      void checkSession();
  });
  window.addEventListener('online', () => void checkSession());
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.sessionChanged) void checkSession();
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
  await checkSession();
  storage.set(STORAGE_KEYS.sessionChanged, String(Date.now()));
  return state;
}
