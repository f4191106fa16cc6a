/** Runs work the screen does not need yet once the browser is idle (at once where it cannot tell). */
export const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run) : setTimeout(run, 0);
