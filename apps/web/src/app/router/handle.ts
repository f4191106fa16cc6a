import { useMatches } from 'react-router';

/** What a route tells the main layout about itself (`handle` in the route table). */
export interface ScreenHandle {
  /** Stable name, e.g. 'CameraResult' (SPEC.md §2). */
  name: string;
  /** i18n keys of the header title and subtitle. */
  titleKey?: string;
  subtitleKey?: string;
  hideHeader?: boolean;
  hideNav?: boolean;
}

function isScreenHandle(value: unknown): value is ScreenHandle {
  return typeof value === 'object' && value !== null && typeof (value as ScreenHandle).name === 'string';
}

/** The handle of the deepest matched route that has one. */
export function useScreenHandle(): ScreenHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isScreenHandle(handle)) return handle;
  }
  return undefined;
}
