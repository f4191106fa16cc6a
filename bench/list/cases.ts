// What the bench lists: the live list as the app calls it, then folder pages, name searches and
// filters that combine, most of them on their 3rd page through the cursor.

export interface ListCase {
  label: string;
  fn: string;
  data: Record<string, unknown>;
  /** Pages walked first for the cursor: 2 measures the 3rd page. */
  skipPages: number;
}

export function listCases(folders: Map<string, string>): ListCase[] {
  const folder = (name: string) => folders.get(name);
  const filtered = (label: string, data: Record<string, unknown>, skipPages = 2): ListCase => ({
    label,
    fn: 'listTranslationsFiltered',
    data,
    skipPages,
  });
  const report = { status: 'completed', langTo: 'es', search: 'report' };
  return [
    { label: 'a) listTranslations, default', fn: 'listTranslations', data: {}, skipPages: 0 },
    {
      label: 'b) folder "Work" (20 %), page 3',
      fn: 'listTranslationsByFolder',
      data: { folderId: folder('Work') },
      skipPages: 2,
    },
    {
      label: 'b) folder "Archive" (0.05 %), page 3',
      fn: 'listTranslationsByFolder',
      data: { folderId: folder('Archive') },
      skipPages: 2,
    },
    filtered('b) search "letter 2021", page 3', { search: 'letter 2021' }),
    filtered('b) search "passport scan 2019-00"', { search: 'passport scan 2019-00' }, 0),
    filtered('b) completed, →es, "report", page 3', report),
    filtered('b) same in "Contracts" (10 %), page 3', { ...report, folderId: folder('Contracts') }),
  ];
}
