import { describe, expect, it } from 'vitest';
import { connectNavigation, navigateTo } from './navigation';

describe('navigation bridge', () => {
  it('keeps a link that opened the app until the router exists, then replays it once', () => {
    navigateTo('/auth/complete?link=x');
    const calls: Array<[string, unknown]> = [];
    connectNavigation((to, options) => calls.push([to, options]));
    expect(calls).toEqual([['/auth/complete?link=x', { replace: true }]]);
    navigateTo('/settings');
    expect(calls).toEqual([
      ['/auth/complete?link=x', { replace: true }],
      ['/settings', undefined],
    ]);
  });
});
