// What users do while the server may die under them: upload and analyse, translate, wait for
// results, delete, duplicate, make folders and move documents into them. Every request may fail
// (the server is gone); the workload records only what it saw succeed.

import type { Translation } from '@tolk/contract';
import type { HttpUser } from './http-client.ts';
import type { Ledger } from './invariants.ts';

export const ORIGINAL_NAME = /^fault-\d+\.docx$/;

export class Workload {
  readonly ledger: Ledger = { completed: new Map(), isOriginalName: (name) => ORIGINAL_NAME.test(name) };
  /** Operations that succeeded, for the suite's figures. */
  readonly done = { uploaded: 0, translated: 0, completed: 0, deleted: 0, duplicated: 0, moved: 0 };
  readonly #document: Uint8Array;
  readonly #pending = new Map<string, HttpUser>();
  readonly #done: { id: string; user: HttpUser }[] = [];
  #next = 0;

  constructor(document: Uint8Array) {
    this.#document = document;
  }

  /** Runs random operations as each user until `signal` aborts; errors are expected and ignored. */
  async run(users: HttpUser[], signal: AbortSignal): Promise<void> {
    await Promise.all(
      users.map(async (user) => {
        while (!signal.aborted) await this.#step(user).catch(() => undefined);
      }),
    );
  }

  /** Polls what is pending until it settles (or the deadline passes); returns what is still pending. */
  async settle(deadlineMs: number): Promise<number> {
    const until = Date.now() + deadlineMs;
    while (this.#pending.size > 0 && Date.now() < until) {
      await this.#poll().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return this.#pending.size;
  }

  async #step(user: HttpUser): Promise<void> {
    const choice = Math.random();
    if (choice < 0.4) return this.#translate(user);
    if (choice < 0.6) return this.#poll();
    const done = this.#done.filter((entry) => entry.user === user);
    const pick = done[Math.floor(Math.random() * done.length)];
    if (!pick) return this.#translate(user);
    if (choice < 0.7) {
      const answer = await user.call('deleteTranslation', { translationId: pick.id });
      if (answer.status !== 200) return;
      this.#done.splice(this.#done.indexOf(pick), 1);
      this.done.deleted += 1;
    } else if (choice < 0.85) {
      const answer = await user.call('duplicateDocument', { documentId: pick.id });
      if (answer.status === 200) this.done.duplicated += 1;
    } else {
      const folder = await user.call<{ id: string }>('createFolder', { name: `Folder ${this.#next++}` });
      if (!folder.result) return;
      const moved = await user.call('moveDocuments', { documentIds: [pick.id], folderId: folder.result.id });
      if (moved.status === 200) this.done.moved += 1;
    }
  }

  async #translate(user: HttpUser): Promise<void> {
    const uploadId = await user.upload(this.#document, `fault-${this.#next++}.docx`);
    this.done.uploaded += 1;
    await user.call('analyzeDocument', { uploadId });
    const answer = await user.call<Translation>('translateDocument', {
      uploadId,
      langFrom: 'en',
      langTo: 'es',
      provider: 'google',
    });
    if (!answer.result) return;
    this.#pending.set(answer.result.id, user);
    this.done.translated += 1;
  }

  async #poll(): Promise<void> {
    for (const [id, user] of [...this.#pending]) {
      const answer = await user.call<Translation>('getTranslation', { translationId: id });
      const status = answer.result?.status;
      // Both users' loops poll: the one that finds it settled first records it.
      if (!this.#pending.has(id)) continue;
      if (status === 'completed') {
        this.ledger.completed.set(id, { userId: user.userId, pages: answer.result?.pages ?? 0 });
        this.#done.push({ id, user });
        this.done.completed += 1;
      }
      if (status === 'completed' || status === 'failed' || answer.status === 404) this.#pending.delete(id);
    }
  }
}
