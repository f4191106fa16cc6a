import { ROUTER_AUTH_POLL } from '@tolk/contract';

export interface AuthSnapshot {
  loading: boolean;
  signedIn: boolean;
}

export type GuardDecision = { kind: 'pass' } | { kind: 'redirect'; to: string };

export const WELCOME_PATH = '/welcome';
export const HOME_PATH = '/';

/** Paths that never need a user: e-mail link completion and public shared documents. */
export function isAlwaysAllowed(pathname: string): boolean {
  return (
    pathname === '/auth/complete' ||
    pathname.startsWith('/auth/complete/') ||
    pathname.startsWith('/shared/') ||
    pathname.startsWith('/public/')
  );
}

/**
 * The navigation rules of SPEC.md §2 once the auth state is known (or the wait gave up while it
 * was still loading, in which case the user counts as signed out only if none is known).
 */
export function decideNavigation(pathname: string, auth: AuthSnapshot): GuardDecision {
  if (isAlwaysAllowed(pathname)) return { kind: 'pass' };
  const onWelcome = pathname === WELCOME_PATH || pathname === `${WELCOME_PATH}/`;
  if (auth.signedIn) return onWelcome ? { kind: 'redirect', to: HOME_PATH } : { kind: 'pass' };
  return onWelcome ? { kind: 'pass' } : { kind: 'redirect', to: WELCOME_PATH };
}

export interface GuardDeps {
  getAuth: () => AuthSnapshot;
  sleep: (ms: number) => Promise<void>;
  /** Defaults to ROUTER_AUTH_POLL (100 polls of 100 ms). */
  poll?: { attempts: number; intervalMs: number };
}

/** Waits (at most `attempts` polls) for auth to finish loading, then decides; never hangs. */
export async function guardNavigation(pathname: string, deps: GuardDeps): Promise<GuardDecision> {
  if (isAlwaysAllowed(pathname)) return { kind: 'pass' };
  const poll = deps.poll ?? ROUTER_AUTH_POLL;
  for (let attempt = 0; attempt < poll.attempts && deps.getAuth().loading; attempt++) {
    await deps.sleep(poll.intervalMs);
  }
  return decideNavigation(pathname, deps.getAuth());
}
