import type { QueryClient } from '@tanstack/react-query';
import { accountExportEventSchema, type AccountExportEvent } from '@tolk/contract';
import { i18n } from '../app/i18n/translator';
import { notify, notifyError } from '../app/notifications/notify';
import { API_BASE_URL } from './config';
import { errorMessage } from './errors';

/** The latest account-export event, for Profile to show its Download button too. */
export const accountExportKey = ['accountExport'] as const;

/** The export's signed link as the browser (or the native app) must open it. */
export const exportDownloadUrl = (event: Extract<AccountExportEvent, { status: 'ready' }>) =>
  `${API_BASE_URL}${event.url}`;

/**
 * The account-export live event: a notification that stays until closed, with a Download action
 * (the link works for an hour), or the reason it failed.
 */
export function announceAccountExport(client: QueryClient, data: unknown): boolean {
  const parsed = accountExportEventSchema.safeParse(data);
  if (!parsed.success) return false;
  const event = parsed.data;
  client.setQueryData(accountExportKey, event);
  if (event.status === 'failed') notifyError(errorMessage(event, event.message), 0);
  else
    notify(i18n.t('profile.export.ready'), {
      type: 'positive',
      duration: 0,
      action: { label: i18n.t('profile.export.download'), href: exportDownloadUrl(event) },
    });
  return true;
}
