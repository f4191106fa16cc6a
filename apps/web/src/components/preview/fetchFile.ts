import { getBearerToken } from '../../api/authClient';
import { fileUrl } from '../../api/translations';

/** Fetches one of the user's files with the session cookie (web) or bearer token (native). */
export async function fetchFile(fileId: string, signal?: AbortSignal): Promise<Response> {
  const token = getBearerToken();
  const response = await fetch(fileUrl(fileId), {
    credentials: 'include',
    signal,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response;
}
