import { useEffect, useState } from 'react';
import { isNativePlatform } from './config';
import { cachedDownloadUrl, downloadUrl, plainFileUrl } from './downloads';

/**
 * A URL an <img> can load the file from: the signed URL (works in the native app, which has no
 * session cookie), or the owner-only link when signing fails. Undefined while asking.
 */
export function useFileSrc(fileId: string | null): string | undefined {
  const [resolved, setResolved] = useState<{ fileId: string; url: string }>();
  const cached = fileId ? cachedDownloadUrl(fileId) : undefined;
  useEffect(() => {
    if (!fileId || cached) return;
    let live = true;
    downloadUrl(fileId).then(
      (url) => live && setResolved({ fileId, url }),
      () => live && setResolved({ fileId, url: plainFileUrl(fileId) }),
    );
    return () => {
      live = false;
    };
  }, [fileId, cached]);
  if (!fileId) return undefined;
  return cached ?? (resolved?.fileId === fileId ? resolved.url : undefined);
}

/**
 * A file many <img> show at once (History's thumbnails): on the web the owner-only link, which
 * the session cookie opens with no extra call; in the native app, whose <img> carries no token,
 * the signed URL.
 */
export function useImageSrc(fileId: string | null): string | undefined {
  const native = isNativePlatform();
  const signed = useFileSrc(native ? fileId : null);
  if (!fileId) return undefined;
  return native ? signed : plainFileUrl(fileId);
}
