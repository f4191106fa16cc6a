import { useParams } from 'react-router';
import { useSharedDocument } from '../../api/sharing';
import { SharedDocumentView } from './SharedDocumentView';
import { SharedFrame } from './SharedFrame';
import { SharedLoadFailed, SharedLoading, SharedNotFound } from './SharedStates';

/**
 * /shared/:shareId — a document someone shared, for anyone holding the link (SPEC.md §2, public).
 * It reads only the public /api/shared routes, so it works the same signed in or out.
 */
export function SharedScreen() {
  const shareId = useParams().shareId ?? '';
  const shared = useSharedDocument(shareId);
  return (
    <SharedFrame>
      {shared.isPending ? (
        <SharedLoading />
      ) : shared.isError ? (
        <SharedLoadFailed onRetry={() => void shared.refetch()} />
      ) : shared.data.found ? (
        <SharedDocumentView document={shared.data.document} />
      ) : (
        <SharedNotFound />
      )}
    </SharedFrame>
  );
}
