import { describe, expect, it } from 'vitest';
import { allState, clickRow, emptySelection, keepVisible, toggleAll } from './selection';

const rows = ['a', 'b', 'c', 'd', 'e'];
const ticked = (s: { ids: ReadonlySet<string> }) => [...s.ids].sort();

describe('document selection', () => {
  it('ticks and unticks one row per click', () => {
    const one = clickRow(emptySelection, 'b', rows, false);
    expect(ticked(one)).toEqual(['b']);
    expect(ticked(clickRow(one, 'b', rows, false))).toEqual([]);
  });

  it('ticks a range with shift, in either direction, keeping earlier ticks', () => {
    let s = clickRow(emptySelection, 'a', rows, false);
    s = clickRow(s, 'e', rows, false);
    s = clickRow(s, 'c', rows, true);
    expect(ticked(s)).toEqual(['a', 'c', 'd', 'e']);
    const up = clickRow(clickRow(emptySelection, 'd', rows, false), 'b', rows, true);
    expect(ticked(up)).toEqual(['b', 'c', 'd']);
  });

  it('treats shift without an anchor as a plain click', () => {
    expect(ticked(clickRow(emptySelection, 'c', rows, true))).toEqual(['c']);
  });

  it('selects all on the page, then clears', () => {
    const all = toggleAll(clickRow(emptySelection, 'a', rows, false), rows);
    expect(allState(all, rows)).toBe('all');
    expect(allState(toggleAll(all, rows), rows)).toBe('none');
    expect(allState(clickRow(emptySelection, 'a', rows, false), rows)).toBe('some');
    expect(allState(emptySelection, [])).toBe('none');
  });

  it('forgets rows that left the list', () => {
    const s = toggleAll(emptySelection, rows);
    const kept = keepVisible({ ...s, anchor: 'e' }, ['a', 'b']);
    expect(ticked(kept)).toEqual(['a', 'b']);
    expect(kept.anchor).toBeNull();
    expect(keepVisible(s, rows)).toBe(s);
  });
});
