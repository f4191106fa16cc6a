// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectNavigation } from '../app/router/navigation';
import { answer, fakeAccountServer } from '../testing/accountServer';
import { queryClient, queryKeys } from './queryClient';
import { leaveEndedSession } from './sessionEnded';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('leaveEndedSession', () => {
  it('forgets the user and leaves a signed-in page for /welcome once nobody is signed in', async () => {
    fakeAccountServer({ 'auth:get-session': answer(null) });
    const navigate = vi.fn();
    connectNavigation(navigate);
    window.history.pushState({}, '', '/profile');
    queryClient.setQueryData(queryKeys.profile, { email: 'ada@example.com' });
    queryClient.setQueryData(queryKeys.health, { ok: true });
    await leaveEndedSession();
    expect(navigate).toHaveBeenCalledWith('/welcome');
    expect(queryClient.getQueryData(queryKeys.profile)).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.health)).toEqual({ ok: true });
  });

  it('stays on a public shared page, and does nothing while the server still knows the user', async () => {
    const navigate = vi.fn();
    connectNavigation(navigate);
    fakeAccountServer({ 'auth:get-session': answer(null) });
    window.history.pushState({}, '', '/shared/abc');
    await leaveEndedSession();
    expect(navigate).not.toHaveBeenCalled();

    fakeAccountServer({
      'auth:get-session': answer({ user: { id: 'u1', email: 'ada@example.com', name: 'Ada' }, session: {} }),
    });
    window.history.pushState({}, '', '/profile');
    queryClient.setQueryData(queryKeys.profile, { email: 'ada@example.com' });
    await leaveEndedSession();
    expect(navigate).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(queryKeys.profile)).toEqual({ email: 'ada@example.com' });
  });
});
