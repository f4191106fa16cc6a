import { describe, expect, it } from 'vitest';
import { isFiltered, listParams } from './useHistoryFilters';

const none = { search: '', anywhere: false, status: undefined, langTo: undefined };

describe('which list the history shows', () => {
  it('pages a folder by folder when nothing is filtered', () => {
    expect(listParams('f1', none)).toEqual({ kind: 'folder', folderId: 'f1' });
  });

  it('uses the filtered list for "All documents" (every folder) and for any filter', () => {
    expect(listParams(null, none)).toEqual({ kind: 'filtered' });
    expect(listParams('f1', { ...none, search: '  Report ' })).toEqual({
      kind: 'filtered',
      folderId: 'f1',
      search: 'report',
    });
    expect(listParams(null, { ...none, status: 'failed', langTo: 'fr' })).toEqual({
      kind: 'filtered',
      status: 'failed',
      langTo: 'fr',
    });
  });

  it('asks for names containing the search anywhere when the box is ticked, and only then', () => {
    expect(listParams(null, { ...none, search: 'spec', anywhere: true })).toEqual({
      kind: 'filtered',
      search: 'spec',
      match: 'contains',
    });
    expect(listParams(null, { ...none, anywhere: true })).toEqual({ kind: 'filtered' });
  });

  it('does not count a blank search as a filter', () => {
    expect(isFiltered({ ...none, search: '   ' })).toBe(false);
    expect(isFiltered({ ...none, status: 'queued' })).toBe(true);
  });
});
