import { copyText } from '../../../lib/share';

export { copyText };

/** The parts of `navigator` the share sheet needs, so tests can hand in their own. */
export interface ShareSheet {
  share?: (data: ShareData) => Promise<void>;
}

/** Phones (and some desktops) have a system share sheet; elsewhere the link is copied instead. */
export function canShareNatively(target: ShareSheet = navigator): boolean {
  return typeof target.share === 'function';
}

/** Opens the system share sheet with the link; false when the user dismissed it or it failed. */
export async function shareNatively(
  data: { url: string; title: string },
  target: ShareSheet = navigator,
): Promise<boolean> {
  try {
    await target.share?.({ title: data.title, url: data.url });
    return true;
  } catch {
    // AbortError: dismissed, which is no error; anything else leaves the Copy button to use.
    return false;
  }
}
