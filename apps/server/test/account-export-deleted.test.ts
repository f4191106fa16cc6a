import { ACCOUNT_EXPORT_EVENT } from '@tolk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAccountExport } from '../src/account/export-job.ts';
import type { BlobStore } from '../src/files/blob-store.ts';
import { fileUrlKey } from '../src/files/signed-urls.ts';
import { blobsOf, rowsOfUser, startAccountWorld } from './account-fixtures.ts';
import { DATABASES, signUp } from './harness.ts';
import { addDoc, eventsOf, type HistoryWorld } from './history-fixtures.ts';
import { call } from './translate-helpers.ts';

/** The shared store, running `beforeZip` (once) when a ZIP is about to be stored. */
function pausingZips(inner: BlobStore) {
  const control: { beforeZip?: () => Promise<void> } = {};
  const store: BlobStore = {
    kind: inner.kind,
    async put(key, body, size, contentType) {
      const before = contentType === 'application/zip' ? control.beforeZip : undefined;
      control.beforeZip = undefined;
      await before?.();
      await inner.put(key, body, size, contentType);
    },
    read: (...args) => inner.read(...args),
    readAll: (key) => inner.readAll(key),
    copy: (from, to) => inner.copy(from, to),
    list: () => inner.list(),
    delete: (key) => inner.delete(key),
  };
  return { store, control };
}

describe.each(DATABASES)('an export running while its account is deleted, on %s', (kind) => {
  let world: HistoryWorld;
  let zips: ReturnType<typeof pausingZips>;
  beforeAll(async () => {
    world = await startAccountWorld(kind, (inner) => {
      zips = pausingZips(inner);
      return zips.store;
    });
  });
  afterAll(() => world?.close());

  it('stores no ZIP for an account deleted while it was being made', async () => {
    const user = await signUp(world.server.app);
    await addDoc(world, user.userId, { fileName: 'report.txt', fileSizes: [30, 40] });
    // The account goes while the ZIP is written, after the export found the account there.
    zips.control.beforeZip = async () => {
      const deleted = await call(world.server.app, user.cookie, 'deleteAccount', { confirm: user.email });
      expect(deleted.status).toBe(200);
    };
    await runAccountExport(
      { ...world.deps, urlKey: fileUrlKey(world.server.config.authSecret) },
      user.userId,
      true,
    );
    expect(zips.control.beforeZip).toBeUndefined();
    expect(eventsOf(world, user.userId, ACCOUNT_EXPORT_EVENT)).toEqual([]);
    expect(Object.values(await rowsOfUser(world.deps.db, user.userId))).toEqual(Array(12).fill(0));
    expect(await blobsOf(world.storage, user.userId)).toEqual([]);
  });
});
