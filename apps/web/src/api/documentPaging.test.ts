import { describe, expect, it } from 'vitest';
import type { Translation } from '@tolk/contract';
import { fetchFolderCounts } from './folders';
import { flattenPages } from './translations';

const item = (id: string) => ({ id }) as Translation;

describe('document paging helpers', () => {
  it('joins loaded pages in order and drops an item a live insert repeated', () => {
    const pages = [
      { items: [item('a'), item('b')], nextCursor: 'c1', hasMore: true },
      { items: [item('b'), item('c')], nextCursor: null, hasMore: false },
    ];
    expect(flattenPages(pages).map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(flattenPages(undefined)).toEqual([]);
  });

  it('asks for folder counts 10 folders a call and merges the answers', async () => {
    const ids = Array.from({ length: 23 }, (_, i) => `f${i}`);
    const calls: string[][] = [];
    const counts = await fetchFolderCounts(ids, async (batch) => {
      calls.push(batch);
      return { counts: Object.fromEntries(batch.map((id) => [id, Number(id.slice(1))])) };
    });
    expect(calls.map((c) => c.length)).toEqual([10, 10, 3]);
    expect(counts.f0).toBe(0);
    expect(counts.f22).toBe(22);
    expect(Object.keys(counts)).toHaveLength(23);
  });
});
