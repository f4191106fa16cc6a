import { authClient } from '../../api/authClient';
import { forgetBearerToken } from '../../api/bearerToken';
import { refreshSession } from '../../api/authStore';
import { clearDownloadUrls } from '../../api/downloads';
import { queryClient } from '../../api/queryClient';

/** Signs out and forgets the user's cached data (quota, profile, preferences queries, download URLs). */
export async function signOut(): Promise<void> {
  const { error } = await authClient.signOut();
  if (error) throw error;
  forgetBearerToken();
  clearDownloadUrls();
  await refreshSession();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'health' });
}
