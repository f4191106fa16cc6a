import type { SendOptions } from 'pg-boss';

// The order translations start in (issue 32: no user's document may hold up another's). pg-boss
// fetches by priority (highest first), then age; every translation job carries a priority made
// from a *fair key*, and its user as its group, so that a worker runs at most the configured number
// of one user's translations at once, cluster-wide (define.ts workJob, compose/worker.ts).
//
// fair key = the time it was asked for (in seconds)
//          + the pages its user already has queued or running, then its own pages (a page counting
//            as SECONDS_PER_PAGE), so a user's backlog pushes only their own later documents back
//            and a short document goes before a long one asked for at about the same time
//          - PREMIUM_HEAD_START_SECONDS for premium users.
// Smaller keys go first. Documents of more than LARGE_PAGES pages are *large*: their priorities
// are all at most 0, small ones' all above, and a worker runs two lanes on the one queue (worker.ts):
// small documents (minPriority 1), and large ones (maxPriority 0) in one slot fewer than it has,
// so a slot is always left for small documents however many long ones wait. Each lane takes its
// jobs by fair key (priority = band - key).
//
// Why premium cannot starve free users: a free translation asked for at time t gets a key k that
// never changes afterwards. A premium job overtakes it only if its own key is smaller, and a job
// asked for at time t' has a key of at least t' + 1 - PREMIUM_HEAD_START_SECONDS. So no job asked
// for after k + PREMIUM_HEAD_START_SECONDS goes before it: it waits at most for the finite set of
// jobs asked for before then, whatever premium users do. The per-user cap means each of those users
// holds at most one slot while it waits, so a single premium account's batch cannot fill the slots.
// The same bound holds for every job in its lane (a long document is not overtaken for ever by a
// stream of shorter ones), and the lanes never take each other's jobs.

/** How long a page is taken to be, for ordering only (about what the local provider needs). */
export const SECONDS_PER_PAGE = 1;
/** Premium translations are ordered as if asked for this much earlier. */
export const PREMIUM_HEAD_START_SECONDS = 120;
/** A document of more pages than this is large: it never takes the last slot of a worker. */
export const LARGE_PAGES = 20;
/** Keys count seconds from here, so the priority stays well within pg-boss's integer. */
const EPOCH_MS = Date.UTC(2025, 0, 1);
/** Small documents' priorities are SMALL_BAND - key: above 0 for the next thirty years or so. */
const SMALL_BAND = 1_000_000_000;

/** The two lanes' filters, for pg-boss's work(). */
export const SMALL_LANE = { minPriority: 1 } as const;
export const LARGE_LANE = { maxPriority: 0 } as const;

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

export const isLarge = (pages: number) => pages > LARGE_PAGES;

/** The send options that put a translation job in its lane, its fair place and its user's group. */
export function fairSendOptions(input: FairOrderInput): Pick<SendOptions, 'priority' | 'group'> {
  const key = fairKeySeconds(input);
  const priority = isLarge(input.pages) ? Math.min(0, -key) : Math.max(1, SMALL_BAND - key);
  return { priority, group: { id: input.userId } };
}
