import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getAuthState } from '../../api/authStore';
import { guardNavigation } from './guard';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Route loader that applies the navigation guard of SPEC.md §2 before a screen shows. */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<Response | null> {
  const decision = await guardNavigation(new URL(request.url).pathname, {
    getAuth: () => {
      const { loading, user } = getAuthState();
      return { loading, signedIn: user !== null };
    },
    sleep,
  });
  return decision.kind === 'redirect' ? redirect(decision.to) : null;
}
