import { authClient } from '../../api/authClient';
import { refreshSession } from '../../api/authStore';
import { STORAGE_KEYS, storage } from '../../api/storage';
import type { SignInLink } from '../../native/links';

const inFlight = new Map<string, Promise<boolean>>();

/**
 * Verifies an e-mail link's token with better-auth (a magic link, or the confirmation of a new
 * account, which signs it in) and reports whether someone is signed in after it. The session is
 * the judge: better-auth answers some bad tokens with a redirect, which fetch follows. A token
 * works once, so a second call for the same token (React's double effects) shares the first.
 */
export function verifySignInLink({ token, kind }: SignInLink): Promise<boolean> {
  const existing = inFlight.get(token);
  if (existing) return existing;
  const attempt = (async () => {
    try {
      const { error } =
        kind === 'confirm'
          ? await authClient.verifyEmail({ query: { token } })
          : await authClient.magicLink.verify({ query: { token } });
      if (error) return false;
    } catch {
      return false;
    }
    const { user } = await refreshSession();
    if (user) {
      storage.remove(STORAGE_KEYS.emailForSignIn);
      storage.remove(STORAGE_KEYS.pendingAuthLink);
    }
    return user !== null;
  })();
  inFlight.set(token, attempt);
  return attempt;
}
