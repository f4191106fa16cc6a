import type { Folder } from '@tolk/contract';
import type { EventBus } from '../events/bus.ts';
import { toTranslation, type TranslationRow } from '../translations/view.ts';

/** Live updates of /api/events: the full object, or {id, deleted: true}. */
export async function publishTranslations(
  bus: EventBus,
  userId: string,
  rows: TranslationRow[],
): Promise<void> {
  for (const row of rows) await bus.publish(userId, { type: 'translation', data: toTranslation(row) });
}

export async function publishTranslationDeleted(bus: EventBus, userId: string, ids: string[]): Promise<void> {
  for (const id of ids) await bus.publish(userId, { type: 'translation', data: { id, deleted: true } });
}

export async function publishFolders(bus: EventBus, userId: string, folders: Folder[]): Promise<void> {
  for (const folder of folders) await bus.publish(userId, { type: 'folder', data: folder });
}

export async function publishFolderDeleted(bus: EventBus, userId: string, ids: string[]): Promise<void> {
  for (const id of ids) await bus.publish(userId, { type: 'folder', data: { id, deleted: true } });
}
