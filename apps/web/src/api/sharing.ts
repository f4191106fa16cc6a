import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  sharedDocumentSchema,
  type FunctionInput,
  type ShareLink,
  type SharedDocument,
} from '@tolk/contract';
import { i18n } from '../app/i18n/translator';
import { notifyError } from '../app/notifications/notify';
import { useAuth } from './authStore';
import { callable } from './callable';
import { API_BASE_URL } from './config';
import { errorMessage } from './errors';

export const shareKeys = {
  links: ['shareLinks'] as const,
  linksOf: (translationId: string | undefined) => ['shareLinks', translationId ?? 'all'] as const,
  shared: (shareId: string) => ['sharedDocument', shareId] as const,
};

/** A path the API server gave (`/api/shared/...`) as an address the app can load. */
export const apiUrl = (path: string) => `${API_BASE_URL}${path}`;

/** What the public page loads: the document, or 'not-found' for every link that no longer works. */
export type SharedLookup = { found: true; document: SharedDocument } | { found: false };

/** `GET /api/shared/<id>` without a session: a 404 is an answer (the link is gone), not a failure. */
export async function fetchSharedDocument(shareId: string, signal?: AbortSignal): Promise<SharedLookup> {
  const response = await fetch(apiUrl(`/api/shared/${encodeURIComponent(shareId)}`), {
    credentials: 'omit',
    signal,
  });
  if (response.status === 404) return { found: false };
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return { found: true, document: sharedDocumentSchema.parse(await response.json()) };
}

export function useSharedDocument(shareId: string) {
  return useQuery({
    queryKey: shareKeys.shared(shareId),
    queryFn: ({ signal }) => fetchSharedDocument(shareId, signal),
    retry: 1,
  });
}

/** The signed-in user's live links; of one document when translationId is given. */
export function useShareLinks(translationId?: string) {
  const { user } = useAuth();
  return useQuery({
    queryKey: shareKeys.linksOf(translationId),
    queryFn: () => callable.call('listShareLinks', translationId ? { translationId } : {}),
    select: (result): ShareLink[] => result.links,
    enabled: user !== null,
  });
}

/** Whether a document has a live link (History's "Shared" mark); every row reads the one list. */
export function useIsShared(translationId: string): boolean {
  const { user } = useAuth();
  const shared = useQuery({
    queryKey: shareKeys.linksOf(undefined),
    queryFn: () => callable.call('listShareLinks', {}),
    select: (result) => result.links.some((link) => link.translationId === translationId),
    enabled: user !== null,
    staleTime: 60_000,
  });
  return shared.data ?? false;
}

const failed = (error: Error) => notifyError(errorMessage(error, i18n.t('share.failed')));

/** A change to links refreshes every list of them (the dialog's and History's marks). */
function useRefreshLinks() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: shareKeys.links });
}

export function useCreateShareLink() {
  const refreshLinks = useRefreshLinks();
  return useMutation({
    mutationFn: (input: FunctionInput<'createShareLink'>) => callable.call('createShareLink', input),
    onSuccess: refreshLinks,
    onError: failed,
  });
}

export function useRevokeShareLink() {
  const refreshLinks = useRefreshLinks();
  return useMutation({
    mutationFn: (shareId: string) => callable.call('revokeShareLink', { shareId }),
    onSuccess: refreshLinks,
    onError: failed,
  });
}
