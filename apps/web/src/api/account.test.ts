import { describe, expect, it } from 'vitest';
import { CallableError } from '@tolk/client';
import { shouldRetryQuota } from './account';

describe('shouldRetryQuota', () => {
  it('retries a permissions error once (the quota may still be being created)', () => {
    const error = new CallableError('permission-denied', 'Authentication required');
    expect(shouldRetryQuota(0, error)).toBe(true);
    expect(shouldRetryQuota(1, error)).toBe(false);
  });

  it('does not retry when nobody is signed in', () => {
    expect(shouldRetryQuota(0, new CallableError('unauthenticated'))).toBe(false);
  });

  it('retries transient failures twice', () => {
    const error = new CallableError('unavailable');
    expect([0, 1, 2].map((n) => shouldRetryQuota(n, error))).toEqual([true, true, false]);
  });
});
