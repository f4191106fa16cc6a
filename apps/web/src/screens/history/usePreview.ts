import { useEffect } from 'react';
import type { Translation } from '@tolk/contract';
import { useSearchParams } from 'react-router';
import { useDocument } from '../../api/translations';
import { previewRequest, withoutPreview, type PreviewRequest } from '../../components/preview/previewLink';
import { useDialogState, type useDialogFocus } from '../../components/useDialogFocus';

/**
 * The document whose preview is open, and at which page. Rows open it directly; a link (a fidelity
 * notice's) asks for it in the address (?preview=<id>&page=<n>), which is opened and then taken
 * out of the address again, so closing the preview leaves the address as it was.
 */
export function usePreview(items: Translation[], focus: ReturnType<typeof useDialogFocus>) {
  const [preview, setPreview] = useDialogState<PreviewRequest>(focus);
  const [search, setSearch] = useSearchParams();
  const linked = previewRequest(search);
  const linkedId = linked?.id;
  const linkedPage = linked?.page;
  useEffect(() => {
    if (!linkedId) return;
    setPreview(linkedPage === undefined ? { id: linkedId } : { id: linkedId, page: linkedPage });
    setSearch((old) => withoutPreview(old), { replace: true });
  }, [linkedId, linkedPage, setPreview, setSearch]);

  const listed = preview ? items.find((item) => item.id === preview.id) : undefined;
  // A linked document that is not among the loaded pages (further down the list) is fetched.
  const fetched = useDocument(preview && !listed ? preview.id : undefined).data;
  const previewItem = listed ?? (fetched && fetched.id === preview?.id ? fetched : undefined);
  return { preview, setPreview, previewItem };
}
