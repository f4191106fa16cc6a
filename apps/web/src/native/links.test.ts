import { describe, expect, it } from 'vitest';
import { classifyAppLink, extractSignInLink, extractSignInToken } from './links';

describe('classifyAppLink', () => {
  it('sends an /auth/complete link to the auth page with the whole link as a parameter', () => {
    const url = 'https://tolk.app/auth/complete?token=abc123';
    expect(classifyAppLink(url)).toEqual({
      kind: 'auth',
      path: `/auth/complete?link=${encodeURIComponent(url)}`,
    });
  });

  it('recognises an e-mail sign-in link by its token', () => {
    const url = 'app.tolk://open/api/auth/magic-link/verify?token=xyz';
    expect(classifyAppLink(url).kind).toBe('auth');
  });

  it('hands stripe-redirect links to the card payment provider', () => {
    const url = 'app.tolk://stripe-redirect?payment_intent=pi_1';
    expect(classifyAppLink(url)).toEqual({ kind: 'payment', url });
  });

  it('opens a shared document from an App Link, a Universal Link or the custom scheme', () => {
    const shared = { kind: 'shared', path: '/shared/Zk3-q_9xYw' };
    expect(classifyAppLink('https://tolk.app/shared/Zk3-q_9xYw')).toEqual(shared);
    expect(classifyAppLink('https://tolk.app/shared/Zk3-q_9xYw/')).toEqual(shared);
    expect(classifyAppLink('app.tolk://shared/Zk3-q_9xYw')).toEqual(shared);
  });

  it('sends an e-mail link through the custom scheme to the auth page too', () => {
    const url = 'app.tolk://auth/complete?token=abc';
    expect(classifyAppLink(url)).toEqual({
      kind: 'auth',
      path: `/auth/complete?link=${encodeURIComponent(url)}`,
    });
  });

  it('ignores anything else', () => {
    expect(classifyAppLink('https://tolk.app/history').kind).toBe('other');
    expect(classifyAppLink('https://tolk.app/shared/').kind).toBe('other');
    expect(classifyAppLink('https://tolk.app/shared/a/b').kind).toBe('other');
    expect(classifyAppLink('https://tolk.app/shared/%3Cscript%3E').kind).toBe('other');
    expect(classifyAppLink('not a url').kind).toBe('other');
  });
});

describe('extractSignInToken', () => {
  it('reads ?token= first', () => {
    expect(extractSignInToken(new URLSearchParams('token=t1&link=x'))).toBe('t1');
  });

  it('reads the token out of ?link=', () => {
    const link = 'https://tolk.app/auth/complete?token=t2';
    expect(extractSignInToken(new URLSearchParams({ link }))).toBe('t2');
  });

  it('falls back to a stored link, and gives null when there is no token', () => {
    expect(extractSignInToken(new URLSearchParams(''), 'https://x.test/auth/complete?token=t3')).toBe('t3');
    expect(extractSignInToken(new URLSearchParams('link=garbage'))).toBeNull();
    expect(extractSignInToken(new URLSearchParams(''))).toBeNull();
  });
});

describe('extractSignInLink', () => {
  it('tells a sign-up confirmation from a magic link', () => {
    expect(extractSignInLink(new URLSearchParams('token=t1'))).toEqual({ token: 't1', kind: 'magic' });
    expect(extractSignInLink(new URLSearchParams('token=t2&type=confirm'))).toEqual({
      token: 't2',
      kind: 'confirm',
    });
    const link = 'https://tolk.app/auth/complete?token=t3&type=confirm';
    expect(extractSignInLink(new URLSearchParams({ link }))).toEqual({ token: 't3', kind: 'confirm' });
    expect(extractSignInLink(new URLSearchParams(''), link)).toEqual({ token: 't3', kind: 'confirm' });
  });
});
