import { getBearerToken } from '../../api/bearerToken';
import { fileUrl } from '../../api/translations';

/**
 * Fetches a file the preview shows: one of the user's (with the session cookie on the web or the
 * bearer token on native) or a shared one, whose public address needs neither.
 */
export async function fetchUrl(url: string, signal?: AbortSignal): Promise<Response> {
  const token = getBearerToken();
  const response = await fetch(url, {
    credentials: 'include',
    signal,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response;
}

/** Fetches one of the user's files by id. */
export function fetchFile(fileId: string, signal?: AbortSignal): Promise<Response> {
  return fetchUrl(fileUrl(fileId), signal);
}
