import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { DEFAULT_PREFERENCES, type Quota, type UserDocument } from '@tolk/contract';
import { applyLiveEvent } from './cacheUpdates';
import { queryKeys } from './queryClient';

const quota: Quota = {
  userId: 'u1',
  pagesUsed: 2,
  freePageLimit: 5,
  monthStart: '2026-11-01T00:00:00.000Z',
  storageUsed: 1024,
  storageQuota: 100 * 1024 * 1024,
  imageTranslationsUsed: 1,
  imageTranslationsQuota: 10,
  uploadCount: 3,
  premium: false,
};

const profile: UserDocument = {
  ...quota,
  uid: 'u1',
  email: 'ada@example.com',
  displayName: 'Ada',
  photoURL: null,
  provider: 'password',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  lastActiveAt: '2026-11-01T00:00:00.000Z',
  preferences: DEFAULT_PREFERENCES,
};

describe('applyLiveEvent', () => {
  it('replaces cached preferences and the profile copy of them', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.profile, profile);
    const next = { ...DEFAULT_PREFERENCES, theme: 'dark' as const, updatedAt: '2026-11-21T08:00:00.000Z' };
    expect(applyLiveEvent(client, 'preferences', next)).toBe(true);
    expect(client.getQueryData(queryKeys.preferences)).toEqual(next);
    expect(client.getQueryData<UserDocument>(queryKeys.profile)?.preferences.theme).toBe('dark');
  });

  it('updates the quota and the quota figures of the profile', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.profile, profile);
    expect(applyLiveEvent(client, 'quota', { ...quota, pagesUsed: 4 })).toBe(true);
    expect(client.getQueryData<Quota>(queryKeys.quota)?.pagesUsed).toBe(4);
    expect(client.getQueryData<UserDocument>(queryKeys.profile)?.pagesUsed).toBe(4);
    expect(client.getQueryData<UserDocument>(queryKeys.profile)?.email).toBe('ada@example.com');
  });

  it('refreshes the quota, profile and subscription when the plan changes', async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.quota, quota);
    client.setQueryData(queryKeys.profile, profile);
    client.setQueryData(queryKeys.subscription, null);
    const event = { entitlement: 'premium', active: true, expiresDate: '2026-12-21T00:00:00.000Z' };
    expect(applyLiveEvent(client, 'entitlement', event)).toBe(true);
    for (const key of [queryKeys.quota, queryKeys.profile, queryKeys.subscription])
      expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(applyLiveEvent(client, 'entitlement', { entitlement: 'gold', active: true })).toBe(false);
  });

  it('ignores events with data that breaks the contract, and unknown events', () => {
    const client = new QueryClient();
    expect(applyLiveEvent(client, 'preferences', { theme: 'neon' })).toBe(false);
    expect(applyLiveEvent(client, 'quota', 'garbage')).toBe(false);
    expect(applyLiveEvent(client, 'translations', {})).toBe(false);
    expect(client.getQueryData(queryKeys.preferences)).toBeUndefined();
  });
});
