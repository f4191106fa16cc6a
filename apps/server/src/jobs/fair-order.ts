import type { SendOptions } from 'pg-boss';

// The order translations start in (issue 32: no user's document may hold up another's). pg-boss
// fetches by priority (highest first), then age; every translation job carries a priority made
// from a *fair key*, and its user as its group, so that a worker runs at most the configured number
// of one user's translations at once, cluster-wide (registry.ts workJob, worker.ts).
//
// fair key = the time it was asked for (in seconds)
//          + the pages its user already has queued or running, then its own pages (a page counting
//            as SECONDS_PER_PAGE), so a user's backlog pushes only their own later documents back
//            and a short document goes before a long one asked for at about the same time
//          - PREMIUM_HEAD_START_SECONDS for premium users.
// Smaller keys go first (priority = -key).
//
// Why premium cannot starve free users: a free translation asked for at time t gets a key k that
// never changes afterwards. A premium job overtakes it only if its own key is smaller, and a job
// asked for at time t' has a key of at least t' + 1 - PREMIUM_HEAD_START_SECONDS. So no job asked
// for after k + PREMIUM_HEAD_START_SECONDS goes before it: it waits at most for the finite set of
// jobs asked for before then, whatever premium users do. The per-user cap means each of those users
// holds at most one slot while it waits, so a single premium account's batch cannot fill the slots.
// The same bound keeps a big document from being overtaken forever by a stream of small ones.

/** How long a page is taken to be, for ordering only (about what the local provider needs). */
export const SECONDS_PER_PAGE = 1;
/** Premium translations are ordered as if asked for this much earlier. */
export const PREMIUM_HEAD_START_SECONDS = 120;
/** Keys count seconds from here, so the priority stays well within pg-boss's integer. */
const EPOCH_MS = Date.UTC(2025, 0, 1);

export interface FairOrderInput {
  userId: string;
  premium: boolean;
  /** Pages of the user's other translations queued or running (an image counts as one). */
  pagesAhead: number;
  /** This translation's pages (0 for an image, counted as one). */
  pages: number;
  now: Date;
}

export function fairKeySeconds(input: FairOrderInput): number {
  const asked = Math.floor((input.now.getTime() - EPOCH_MS) / 1000);
  const work = (input.pagesAhead + Math.max(1, input.pages)) * SECONDS_PER_PAGE;
  return asked + work - (input.premium ? PREMIUM_HEAD_START_SECONDS : 0);
}

/** The send options that put a translation job in its fair place and in its user's group. */
export function fairSendOptions(input: FairOrderInput): Pick<SendOptions, 'priority' | 'group'> {
  return { priority: -fairKeySeconds(input), group: { id: input.userId } };
}
