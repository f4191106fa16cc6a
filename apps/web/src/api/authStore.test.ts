// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeAccountServer, signedInAs } from '../testing/accountServer';
import { untilShown } from '../testing/waits';

const ada = { id: 'u1', email: 'ada@example.com', name: 'Ada' };

// The store is module state (started once per page): each test gets a fresh copy.
const freshStore = async () => {
  vi.resetModules();
  return import('./authStore');
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the session store', () => {
  it('asks /api/auth/get-session once at start-up and settles on its answer', async () => {
    const server = fakeAccountServer({ 'auth:get-session': signedInAs(ada) });
    const store = await freshStore();
    expect(store.getAuthState()).toEqual({ loading: true, user: null });
    store.startAuth();
    store.startAuth();
    await vi.waitFor(() => expect(store.getAuthState()).toEqual({ loading: false, user: ada }), untilShown);
    expect(server.to('auth:get-session')).toHaveLength(1);
  });

  it('leaves a first check that fails signed out, not loading for ever', async () => {
    fakeAccountServer({ 'auth:get-session': answer({ message: 'down' }, 503) });
    const store = await freshStore();
    store.startAuth();
    await vi.waitFor(() => expect(store.getAuthState()).toEqual({ loading: false, user: null }), untilShown);
  });

  it('keeps the known user when a later check fails, and takes the next answer', async () => {
    fakeAccountServer({ 'auth:get-session': signedInAs(ada) });
    const store = await freshStore();
    await store.refreshSession();
    fakeAccountServer({ 'auth:get-session': answer({ message: 'down' }, 503) });
    expect((await store.refreshSession()).user).toEqual(ada);
    fakeAccountServer({ 'auth:get-session': signedInAs(null) });
    expect(await store.refreshSession()).toEqual({ loading: false, user: null });
  });

  it('asks again when another tab signed in or out', async () => {
    fakeAccountServer({ 'auth:get-session': signedInAs(null) });
    const store = await freshStore();
    store.startAuth();
    await vi.waitFor(() => expect(store.getAuthState().loading).toBe(false), untilShown);
    fakeAccountServer({ 'auth:get-session': signedInAs(ada) });
    window.dispatchEvent(new StorageEvent('storage', { key: 'tolk.sessionChanged', newValue: '1' }));
    await vi.waitFor(() => expect(store.getAuthState().user).toEqual(ada), untilShown);
  });

  it('tells other tabs when it learnt of a change', async () => {
    fakeAccountServer({ 'auth:get-session': signedInAs(ada) });
    const store = await freshStore();
    await store.refreshSession();
    expect(localStorage.getItem('tolk.sessionChanged')).not.toBeNull();
  });
});
