import { ExpiringCache } from '@tolk/client';
import { useEffect, useState, type MouseEvent } from 'react';
import { callable } from './callable';
import { API_BASE_URL } from './config';

/**
 * SPEC §9: signed download URLs cached in memory for 30 minutes, at most 100, oldest 20 percent
 * dropped when full (the DOWNLOAD_URL_CACHE defaults). The server signs them for an hour, so a
 * cached URL is always still valid.
 */
const cache = new ExpiringCache<string>();
/** Requests in flight, so two buttons for one file ask the server once. */
const pending = new Map<string, Promise<string>>();
/** Bumped by clear, so an answer for the previous user never lands in the cache. */
let generation = 0;

/** The plain owner-only link: works with the web session cookie, not in the native app. */
export function plainFileUrl(fileId: string): string {
  return `${API_BASE_URL}/api/files/${encodeURIComponent(fileId)}`;
}

/** The cached signed URL of a file, if there is one. */
export function cachedDownloadUrl(fileId: string): string | undefined {
  return cache.get(fileId);
}

/** A signed URL that downloads the file without a cookie or bearer token (native app, plain links). */
export function downloadUrl(fileId: string): Promise<string> {
  const cached = cache.get(fileId);
  if (cached) return Promise.resolve(cached);
  const inFlight = pending.get(fileId);
  if (inFlight) return inFlight;
  const asked = generation;
  const request = callable
    .call('getDownloadUrl', { fileId })
    .then(({ url }) => {
      const absolute = `${API_BASE_URL}${url}`;
      if (asked === generation) cache.set(fileId, absolute);
      return absolute;
    })
    .finally(() => {
      if (pending.get(fileId) === request) pending.delete(fileId);
    });
  pending.set(fileId, request);
  return request;
}

/** Forgets every signed URL: they belong to the user who just signed out. */
export function clearDownloadUrls(): void {
  generation++;
  cache.clear();
  pending.clear();
}

function startDownload(url: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = '';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

export interface DownloadLinkProps {
  href: string;
  onClick(event: MouseEvent<HTMLElement>): void;
  onPointerEnter(): void;
  onFocus(): void;
}

/**
 * Props for a download anchor: the signed URL once known, else the plain URL. `eager` asks at
 * once (few buttons on screen); otherwise on hover or focus. A click before the signed URL is
 * known waits for it, so the native app never follows the cookie-only link.
 */
export function useDownloadLink(fileId: string, { eager = false } = {}): DownloadLinkProps {
  const [resolved, setResolved] = useState<{ fileId: string; url: string }>();
  const [wanted, setWanted] = useState(eager);
  const known = cachedDownloadUrl(fileId) ?? (resolved?.fileId === fileId ? resolved.url : undefined);

  useEffect(() => {
    if (!wanted || known) return;
    let live = true;
    downloadUrl(fileId).then(
      (url) => live && setResolved({ fileId, url }),
      () => undefined, // The plain link stays: it still works with the web session.
    );
    return () => {
      live = false;
    };
  }, [fileId, wanted, known]);

  return {
    href: known ?? plainFileUrl(fileId),
    onPointerEnter: () => setWanted(true),
    onFocus: () => setWanted(true),
    onClick: (event) => {
      if (known) return;
      event.preventDefault();
      void downloadUrl(fileId).then(startDownload, () => startDownload(plainFileUrl(fileId)));
    },
  };
}

/** The signed URL of a file, undefined until the server has answered. */
export function useDownloadUrl(fileId: string): string | undefined {
  const link = useDownloadLink(fileId, { eager: true });
  return link.href === plainFileUrl(fileId) ? undefined : link.href;
}
