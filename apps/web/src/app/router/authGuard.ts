import { MESSAGES } from '@tolk/contract';
import { getAuthState } from '../../api/authStore';
import { notifyError } from '../notifications/notify';
import {
  decideNavigation,
  guardNavigation,
  isAlwaysAllowed,
  type AuthSnapshot,
  type GuardDecision,
} from './guard';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
let timeoutReported = false;

function authSnapshot(): AuthSnapshot {
  const { loading, user } = getAuthState();
  return { loading, signedIn: user !== null };
}

/**
 * The guard's decision for `pathname` when it needs no waiting (auth has answered, or the path is
 * open to everyone); undefined while auth is still loading.
 */
export function decideWithoutWaiting(pathname: string): GuardDecision | undefined {
  const auth = authSnapshot();
  return auth.loading && !isAlwaysAllowed(pathname) ? undefined : decideNavigation(pathname, auth);
}

/** Applies the navigation guard of SPEC.md §2: waits (about 10 s at most) for auth, then decides. */
export async function decideAfterWaiting(pathname: string): Promise<GuardDecision> {
  const decision = await guardNavigation(pathname, { getAuth: authSnapshot, sleep });
  // The guard gave up waiting and went on; say (once) why the user may land on sign-in.
  if (getAuthState().loading && !timeoutReported) {
    timeoutReported = true;
    notifyError(MESSAGES.authInitTimeout, 0);
  }
  return decision;
}
