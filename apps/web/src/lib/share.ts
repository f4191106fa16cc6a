import { fetchFile } from '../components/preview/fetchFile';

export type ShareOutcome = 'shared' | 'downloaded' | 'cancelled';

/** The parts of `navigator` sharing needs, so tests can hand in their own. */
export interface ShareTarget {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
}

/** Saves a file the browser already holds under its name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click has handed the URL to the download; give it a moment before letting it go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Shares the translated image with its text through the Web Share API where the device can share
 * files (phones, some desktops); elsewhere the image is downloaded instead. A share the user
 * dismissed is not an error.
 */
export async function shareImage(
  { fileId, fileName, text, title }: { fileId: string; fileName: string; text: string; title: string },
  target: ShareTarget = navigator,
): Promise<ShareOutcome> {
  const blob = await (await fetchFile(fileId)).blob();
  const file = new File([blob], fileName, { type: blob.type || 'image/jpeg' });
  const share = target.share?.bind(target);
  if (share && target.canShare) {
    const candidates: ShareData[] = [{ files: [file], title, ...(text ? { text } : {}) }, { files: [file] }];
    const data = candidates.find((candidate) => target.canShare?.(candidate));
    if (data) {
      try {
        await share(data);
        return 'shared';
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
        // NotAllowedError and the like (the tap's activation ran out while fetching): download.
      }
    }
  }
  saveBlob(blob, fileName);
  return 'downloaded';
}

/** Copies text; false when the browser would not (no clipboard access and no fallback). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older WebViews and plain-http pages: the selection-based copy still works there.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}
