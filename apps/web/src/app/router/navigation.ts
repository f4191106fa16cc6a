/**
 * Lets code outside React (native deep links, the back button) navigate. Requests made before the
 * router exists (a link that opened the app) wait and are replayed once it does.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate | undefined;
let pending: string | undefined;

export function navigateTo(to: string): void {
  if (navigateImpl) navigateImpl(to);
  else pending = to;
}

export function connectNavigation(navigate: Navigate): void {
  navigateImpl = navigate;
  if (pending !== undefined) {
    const to = pending;
    pending = undefined;
    navigate(to, { replace: true });
  }
}

export function currentPath(): string {
  return window.location.pathname;
}
