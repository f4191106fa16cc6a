import { createContext, useContext } from 'react';
import type { RouteMatch } from 'react-router';

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
export function screenHandleOf(matches: readonly RouteMatch[] | null): ScreenHandle | undefined {
  for (let i = (matches?.length ?? 0) - 1; i >= 0; i--) {
    const handle = matches?.[i]?.route.handle;
    if (isScreenHandle(handle)) return handle;
  }
  return undefined;
}

/**
 * The handle of the screen at the current address, given by the component that renders the routes
 * (the declarative router has no useMatches, and routes.tsx cannot be imported here: it imports
 * the layouts that read this).
 */
export const ScreenHandleContext = createContext<ScreenHandle | undefined>(undefined);

export function useScreenHandle(): ScreenHandle | undefined {
  return useContext(ScreenHandleContext);
}
