/**
 * How long a test waits for what a user would see (an element, a call, a state): long enough that
 * only a hang runs out of it, however busy the machine. Testing Library's findBy and waitFor use it
 * through setup.ts; give it to vi.waitFor as `untilShown`.
 */
export const HANG_MS = 30_000;
export const untilShown = { timeout: HANG_MS };
