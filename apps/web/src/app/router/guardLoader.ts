import { redirect, type LoaderFunctionArgs } from 'react-router';
import { MESSAGES } from '@tolk/contract';
import { getAuthState } from '../../api/authStore';
import { notifyError } from '../notifications/notify';
import { guardNavigation } from './guard';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
let timeoutReported = false;

/** Route loader that applies the navigation guard of SPEC.md §2 before a screen shows. */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<Response | null> {
  const decision = await guardNavigation(new URL(request.url).pathname, {
    getAuth: () => {
      const { loading, user } = getAuthState();
      return { loading, signedIn: user !== null };
    },
    sleep,
  });
  // The guard gave up waiting (about 10 s) and went on; say why the user may land on sign-in.
  if (getAuthState().loading && !timeoutReported) {
    timeoutReported = true;
    notifyError(MESSAGES.authInitTimeout, 0);
  }
  return decision.kind === 'redirect' ? redirect(decision.to) : null;
}
