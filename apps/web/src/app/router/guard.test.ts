import { describe, expect, it } from 'vitest';
import { ROUTER_AUTH_POLL } from '@tolk/contract';
import { decideNavigation, guardNavigation, type AuthSnapshot } from './guard';

const signedIn: AuthSnapshot = { loading: false, signedIn: true };
const signedOut: AuthSnapshot = { loading: false, signedIn: false };

describe('decideNavigation', () => {
  it('sends a visitor without a user to /welcome', () => {
    for (const path of [
      '/',
      '/history',
      '/history/f1',
      '/settings',
      '/profile',
      '/camera',
      '/camera/result',
    ]) {
      expect(decideNavigation(path, signedOut)).toEqual({ kind: 'redirect', to: '/welcome' });
    }
  });

  it('lets a visitor without a user see /welcome', () => {
    expect(decideNavigation('/welcome', signedOut)).toEqual({ kind: 'pass' });
  });

  it('sends a signed-in user from /welcome to /', () => {
    expect(decideNavigation('/welcome', signedIn)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('lets a signed-in user go anywhere else', () => {
    for (const path of ['/', '/pricing', '/camera/result', '/history/abc']) {
      expect(decideNavigation(path, signedIn)).toEqual({ kind: 'pass' });
    }
  });

  it('always passes /auth/complete and shared paths, signed in or not', () => {
    for (const auth of [signedIn, signedOut, { loading: true, signedIn: false }]) {
      expect(decideNavigation('/auth/complete', auth)).toEqual({ kind: 'pass' });
      expect(decideNavigation('/shared/abc', auth)).toEqual({ kind: 'pass' });
    }
  });
});

describe('guardNavigation', () => {
  it('passes /auth/complete at once without waiting for auth', async () => {
    const sleeps: number[] = [];
    const decision = await guardNavigation('/auth/complete', {
      getAuth: () => ({ loading: true, signedIn: false }),
      sleep: async (ms) => void sleeps.push(ms),
    });
    expect(decision).toEqual({ kind: 'pass' });
    expect(sleeps).toEqual([]);
  });

  it('waits while auth is loading and decides on the loaded state', async () => {
    let polls = 0;
    const decision = await guardNavigation('/settings', {
      getAuth: () => (polls < 3 ? { loading: true, signedIn: false } : signedIn),
      sleep: async () => void (polls += 1),
    });
    expect(polls).toBe(3);
    expect(decision).toEqual({ kind: 'pass' });
  });

  it('gives up after 100 polls of 100 ms and proceeds with what it knows', async () => {
    const sleeps: number[] = [];
    const decision = await guardNavigation('/profile', {
      getAuth: () => ({ loading: true, signedIn: false }),
      sleep: async (ms) => void sleeps.push(ms),
    });
    expect(ROUTER_AUTH_POLL).toEqual({ attempts: 100, intervalMs: 100 });
    expect(sleeps).toHaveLength(100);
    expect(new Set(sleeps)).toEqual(new Set([100]));
    expect(decision).toEqual({ kind: 'redirect', to: '/welcome' });
  });
});
