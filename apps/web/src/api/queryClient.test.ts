import { afterEach, describe, expect, it, vi } from 'vitest';
import { CallableError } from '@tolk/client';
import { notifications } from '../app/notifications/notify';
import { queryClient } from './queryClient';
import { untilShown } from '../testing/waits';

afterEach(() => {
  notifications.clear();
  queryClient.clear();
});

const notFound = () => Promise.reject(new CallableError('not-found', 'Translation not found'));

describe('the app query client', () => {
  it('shows a failed query as a negative notification with the server’s message', async () => {
    await queryClient.fetchQuery({ queryKey: ['probe', 1], queryFn: notFound }).catch(() => undefined);
    // The error catalogue is fetched with the first failure, so the notice follows it.
    await vi.waitFor(
      () =>
        expect(notifications.getSnapshot().map((n) => [n.type, n.message])).toEqual([
          ['negative', 'Translation not found'],
        ]),
      untilShown,
    );
  });

  it('stays quiet about refusals the screen explains itself (meta.quietCodes), but not about others', async () => {
    const meta = { quietCodes: ['not-found'] };
    await queryClient.fetchQuery({ queryKey: ['probe', 2], queryFn: notFound, meta }).catch(() => undefined);
    expect(notifications.getSnapshot()).toEqual([]);
    const refused = () => Promise.reject(new CallableError('internal', 'Database unavailable'));
    await queryClient
      .fetchQuery({ queryKey: ['probe', 3], queryFn: refused, meta, retry: false })
      .catch(() => undefined);
    await vi.waitFor(
      () => expect(notifications.getSnapshot().map((n) => n.message)).toEqual(['Database unavailable']),
      untilShown,
    );
  });
});
