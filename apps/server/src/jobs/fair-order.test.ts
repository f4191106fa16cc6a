import { describe, expect, it } from 'vitest';
import {
  fairKeySeconds,
  fairSendOptions,
  LARGE_LANE,
  LARGE_PAGES,
  PREMIUM_HEAD_START_SECONDS,
  SMALL_LANE,
  type FairOrderInput,
} from './fair-order.ts';

const at = (seconds: number) => new Date(Date.UTC(2026, 5, 1) + seconds * 1000);
const job = (input: Partial<FairOrderInput> & { now: Date }): FairOrderInput => ({
  userId: 'u',
  premium: false,
  pagesAhead: 0,
  pages: 1,
  ...input,
});
const inLane = (priority: number, lane: { minPriority?: number; maxPriority?: number }) =>
  priority >= (lane.minPriority ?? -Infinity) && priority <= (lane.maxPriority ?? Infinity);

describe('fair order of translations', () => {
  it('puts small documents in the small lane and large ones in the large lane, each user in their group', () => {
    const small = fairSendOptions(job({ now: at(0), pages: LARGE_PAGES }));
    const large = fairSendOptions(job({ now: at(0), pages: LARGE_PAGES + 1, premium: true }));
    expect([inLane(small.priority!, SMALL_LANE), inLane(small.priority!, LARGE_LANE)]).toEqual([true, false]);
    expect([inLane(large.priority!, LARGE_LANE), inLane(large.priority!, SMALL_LANE)]).toEqual([true, false]);
    expect(small.group).toEqual({ id: 'u' });
  });

  it("pushes back only the user's own later documents, by the pages they already wait for", () => {
    const busy = fairKeySeconds(job({ now: at(0), pagesAhead: 300 }));
    const other = fairKeySeconds(job({ now: at(10) }));
    expect(other).toBeLessThan(busy);
  });

  it('gives premium a bounded head start: nothing asked for later than that overtakes a free job', () => {
    const free = fairKeySeconds(job({ now: at(0), pages: 5 }));
    const soon = fairKeySeconds(job({ now: at(PREMIUM_HEAD_START_SECONDS), premium: true }));
    expect(soon).toBeLessThan(free);
    // A one-page premium document is ordered as if asked for the head start earlier: once the free
    // job's own key has passed by that much, no premium job, however light its user, comes first.
    for (const pagesAhead of [0, 10, 1000]) {
      const late = job({ now: at(PREMIUM_HEAD_START_SECONDS + 4), premium: true, pagesAhead });
      expect(fairKeySeconds(late)).toBeGreaterThanOrEqual(free);
    }
  });
});
