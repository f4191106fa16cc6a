import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCOUNT_EXPORT_EVENT, type AccountExportEvent } from '@tolk/contract';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAccountExport } from '../src/account/export-job.ts';
import { fileUrlKey } from '../src/files/signed-urls.ts';
import { startAccountWorld } from './account-fixtures.ts';
import { DATABASES, freshAddress, signUp } from './harness.ts';
import { addDoc, addFolder, eventsOf, type HistoryWorld } from './history-fixtures.ts';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
/** 120 characters, some of them two bytes long in UTF-8. */
const longName = (level: number) =>
  `${String(level).padStart(2, '0')} ${'Größenänderung '.repeat(8)}`.slice(0, 120);

describe.each(DATABASES)('account export paths on %s', (kind) => {
  let world: HistoryWorld;
  beforeAll(async () => {
    world = await startAccountWorld(kind);
  });
  afterAll(() => world?.close());

  /** Runs the export here and downloads its ZIP through the link the user is sent. */
  async function exportZip(userId: string): Promise<Buffer> {
    await runAccountExport(
      { ...world.deps, urlKey: fileUrlKey(world.server.config.authSecret) },
      userId,
      true,
    );
    const event = eventsOf(world, userId, ACCOUNT_EXPORT_EVENT).at(-1) as AccountExportEvent;
    if (event.status !== 'ready') throw new Error(`export ${event.status}`);
    const download = await world.server.app.inject({
      method: 'GET',
      url: event.url,
      remoteAddress: freshAddress(),
    });
    expect(download.statusCode).toBe(200);
    return download.rawPayload;
  }

  it('gives every file a unique path of bounded length that unzip extracts whole', async () => {
    const user = await signUp(world.server.app);
    const clash = await addFolder(world, user.userId, 'tolk-account.json');
    await addDoc(world, user.userId, { fileName: 'inside.txt', folderId: clash.id, fileSizes: [11, 12] });
    for (const name of ['Work', 'work']) {
      const folder = await addFolder(world, user.userId, name);
      await addDoc(world, user.userId, { fileName: 'report.txt', folderId: folder.id, fileSizes: [21, 22] });
    }
    await addDoc(world, user.userId, { fileName: 'WORK', fileSizes: [31, 32] });
    let parent: string | null = null;
    for (let level = 0; level < 40; level++)
      parent = (await addFolder(world, user.userId, longName(level), parent)).id;
    await addDoc(world, user.userId, {
      fileName: `${'Überschrift '.repeat(20)}.txt`,
      folderId: parent,
      fileSizes: [41, 42],
    });

    const archive = await exportZip(user.userId);
    const zip = await JSZip.loadAsync(archive);
    const entries = Object.values(zip.files);
    const names = entries.map((entry) => entry.name.replace(/\/$/, ''));
    for (const name of names) {
      expect(bytes(name)).toBeLessThanOrEqual(1024);
      for (const segment of name.split('/')) expect(bytes(segment)).toBeLessThanOrEqual(255);
    }
    // No two entries a case-blind file system would take for one, file or folder.
    expect(new Set(names.map((name) => name.normalize('NFC').toLowerCase())).size).toBe(names.length);

    const data = JSON.parse(await zip.file('tolk-account.json')!.async('string'));
    expect(data.profile.uid).toBe(user.userId);
    const exported: string[] = data.translations.flatMap((doc: { exportedFiles: Record<string, string> }) =>
      Object.values(doc.exportedFiles),
    );
    expect(exported).toHaveLength(10);
    expect(data.folders.map((folder: { path: string }) => folder.path)).toEqual(
      expect.arrayContaining(['tolk-account.json (2)', 'Work', 'work (2)']),
    );
    const deepest = data.folders.find((folder: { name: string }) => folder.name === longName(39)).path;
    expect(deepest.split('/')).toHaveLength(40);

    // The real unzip puts every file where the JSON says, whole.
    const dir = mkdtempSync(path.join(tmpdir(), 'tolk-export-'));
    writeFileSync(path.join(dir, 'export.zip'), archive);
    execFileSync('unzip', ['-q', 'export.zip', '-d', 'out'], { cwd: dir });
    const extracted = (await readdir(path.join(dir, 'out'), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(path.join(dir, 'out'), path.join(entry.parentPath, entry.name)));
    expect(extracted.sort()).toEqual(['tolk-account.json', ...exported].sort());
    expect(readFileSync(path.join(dir, 'out', 'tolk-account.json'), 'utf8')).toContain(user.userId);
    for (const file of exported) {
      const stored = await zip.file(file)!.async('nodebuffer');
      expect(readFileSync(path.join(dir, 'out', file)).equals(stored)).toBe(true);
    }
  });
});
