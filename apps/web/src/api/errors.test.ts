import { describe, expect, it } from 'vitest';
import { CallableError } from '@tolk/client';
import { MESSAGES } from '@tolk/contract';
import { authErrorMessage, errorMessage } from './errors';

describe('errorMessage', () => {
  it('shows the server message of a callable error', () => {
    const error = new CallableError('invalid-argument', 'primaryColor must be a colour like #a855f7');
    expect(errorMessage(error, 'x')).toBe('primaryColor must be a colour like #a855f7');
  });

  it('falls back when the message is only the code or the error is not a callable error', () => {
    expect(errorMessage(new CallableError('internal'), MESSAGES.signOutFailed)).toBe('Sign out failed');
    expect(errorMessage(new TypeError('boom'), MESSAGES.signOutFailed)).toBe('Sign out failed');
  });
});

describe('authErrorMessage', () => {
  it('keeps a meaningful identity-provider message', () => {
    const error = { status: 422, message: 'User already exists. Use another email.' };
    expect(authErrorMessage(error, MESSAGES.authenticationFailed)).toBe(
      'User already exists. Use another email.',
    );
  });

  it('uses the fallback for blank or generic messages', () => {
    for (const error of [
      null,
      undefined,
      {},
      { message: '' },
      { message: '500' },
      { message: 'Failed to fetch' },
    ]) {
      expect(authErrorMessage(error, MESSAGES.authenticationFailed)).toBe('Authentication failed');
    }
  });
});
