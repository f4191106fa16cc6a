import { describe, expect, it } from 'vitest';
import { FUNCTIONS } from './functions.ts';
import { BROKEN_TEXT, findBadText, NUL_IN_TEXT } from './text.ts';

describe('text no callable accepts', () => {
  it('finds NUL and lone surrogates anywhere, keys included, and says where', () => {
    expect(findBadText({ a: ['ok', { b: 'x\u0000y' }] })).toEqual({
      path: ['a', 1, 'b'],
      message: NUL_IN_TEXT,
    });
    expect(findBadText({ ['k\ud800']: 1 })).toEqual({ path: [], message: BROKEN_TEXT });
    expect(findBadText(['\udc00'])).toEqual({ path: [0], message: BROKEN_TEXT });
    expect(findBadText({ a: 'emoji 😀 and accents é', b: [1, true, null] })).toBeUndefined();
  });

  it('walks a value nested 100,000 deep without overflowing the stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findBadText(deep)?.message).toBe(NUL_IN_TEXT);
  });

  it('every function refuses NUL in an id, a name or a search, and keeps accepting clean text', () => {
    const refused = (name: keyof typeof FUNCTIONS, data: unknown) => {
      const parsed = FUNCTIONS[name].input.safeParse(data);
      return parsed.success ? undefined : parsed.error.issues.map((issue) => issue.message);
    };
    expect(refused('getTranslation', { translationId: 'a\u0000' })).toEqual([NUL_IN_TEXT]);
    expect(refused('createFolder', { name: 'Trips\u0000' })).toEqual([NUL_IN_TEXT]);
    expect(refused('updateFolder', { folderId: 'f1', name: '\ud83d' })).toEqual([BROKEN_TEXT]);
    expect(refused('listTranslationsFiltered', { search: '\u0000' })).toEqual([NUL_IN_TEXT]);
    expect(refused('countDocumentsByFolder', { folderIds: ['a', 'b\u0000'] })).toEqual([NUL_IN_TEXT]);
    expect(refused('createFolder', { name: 'Trips 😀' })).toBeUndefined();
  });
});
