/** The documents ticked in the list, and the last one clicked (the anchor of a shift-click range). */
export interface Selection {
  ids: ReadonlySet<string>;
  anchor: string | null;
}

export const emptySelection: Selection = { ids: new Set(), anchor: null };

/** A plain click ticks or unticks one row; a shift-click ticks every row from the anchor to it. */
export function clickRow(
  selection: Selection,
  id: string,
  orderedIds: readonly string[],
  shift: boolean,
): Selection {
  const from = selection.anchor === null ? -1 : orderedIds.indexOf(selection.anchor);
  const to = orderedIds.indexOf(id);
  if (shift && from >= 0 && to >= 0) {
    const ids = new Set(selection.ids);
    const [start, end] = from <= to ? [from, to] : [to, from];
    for (const rowId of orderedIds.slice(start, end + 1)) ids.add(rowId);
    return { ids, anchor: id };
  }
  const ids = new Set(selection.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { ids, anchor: id };
}

/** Ticks every loaded row, or clears them all when they are all ticked already. */
export function toggleAll(selection: Selection, orderedIds: readonly string[]): Selection {
  const allTicked = orderedIds.length > 0 && orderedIds.every((id) => selection.ids.has(id));
  return allTicked ? emptySelection : { ids: new Set(orderedIds), anchor: selection.anchor };
}

/** Drops ticks of rows that left the list (deleted, moved away, filtered out). */
export function keepVisible(selection: Selection, orderedIds: readonly string[]): Selection {
  const visible = new Set(orderedIds);
  if ([...selection.ids].every((id) => visible.has(id))) return selection;
  return {
    ids: new Set([...selection.ids].filter((id) => visible.has(id))),
    anchor: selection.anchor && visible.has(selection.anchor) ? selection.anchor : null,
  };
}

export type AllState = 'none' | 'some' | 'all';

export function allState(selection: Selection, orderedIds: readonly string[]): AllState {
  const ticked = orderedIds.filter((id) => selection.ids.has(id)).length;
  return ticked === 0 ? 'none' : ticked === orderedIds.length ? 'all' : 'some';
}
