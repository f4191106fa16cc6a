import { decideNavigation } from '../app/router/guard';
import { currentPath, navigateTo } from '../app/router/navigation';
import { forgetBearerToken } from './bearerToken';
import { refreshSession } from './authStore';
import { clearDownloadUrls } from './downloads';
import { queryClient } from './queryClient';

/**
 * This session was ended elsewhere (signed out from another device, a password change, the
 * account deleted). Once the server confirms nobody is signed in, the user's data is forgotten
 * as signing out does, and a page that needs a user is left for /welcome, as the guard would.
 */
export async function leaveEndedSession(): Promise<void> {
  const state = await refreshSession();
  if (state.loading || state.user) return;
  forgetBearerToken();
  clearDownloadUrls();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'health' });
  const decision = decideNavigation(currentPath(), { loading: false, signedIn: false });
  if (decision.kind === 'redirect') navigateTo(decision.to);
}
