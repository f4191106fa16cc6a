// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { MESSAGES } from '@tolk/contract';
import type { AuthState } from '../../api/authStore';
import { NavigationGuard } from './NavigationGuard';

const auth = vi.hoisted(() => ({ state: { loading: false, user: null } as AuthState }));
vi.mock('../../api/authStore', () => ({ getAuthState: () => auth.state }));
const notifyError = vi.hoisted(() => vi.fn());
vi.mock('../notifications/notify', () => ({ notifyError }));

const ada = { id: 'u1', email: 'ada@example.com', name: 'Ada' };
/** Every screen that rendered, even once: a guarded screen must never appear before a redirect. */
let rendered: string[] = [];

function Screen({ name }: { name: string }) {
  rendered.push(name);
  return (
    <p data-testid={`screen-${name}`}>
      <Link to="/settings">Settings</Link>
    </p>
  );
}

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  rendered = [];
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<NavigationGuard />}>
            <Route path="/welcome" element={<Screen name="welcome" />} />
            <Route path="/" element={<Screen name="home" />} />
            <Route path="/settings" element={<Screen name="settings" />} />
          </Route>
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </MantineProvider>,
  );
}

const path = () => screen.getByTestId('path').textContent;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  notifyError.mockClear();
});

describe('NavigationGuard', () => {
  it('sends a visitor without a user from a signed-in screen to /welcome without showing it', async () => {
    auth.state = { loading: false, user: null };
    renderAt('/settings');
    await screen.findByTestId('screen-welcome');
    expect(path()).toBe('/welcome');
    expect(rendered).not.toContain('settings');
  });

  it('sends a signed-in user from /welcome to / without showing /welcome', async () => {
    auth.state = { loading: false, user: ada };
    renderAt('/welcome');
    await screen.findByTestId('screen-home');
    expect(path()).toBe('/');
    expect(rendered).not.toContain('welcome');
  });

  it('shows the loading overlay while auth loads, then the screen once the user is known', async () => {
    auth.state = { loading: true, user: null };
    renderAt('/settings');
    expect(screen.getByTestId('loading-overlay')).toBeTruthy();
    auth.state = { loading: false, user: ada };
    await screen.findByTestId('screen-settings');
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    expect(path()).toBe('/settings');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('gives up waiting after about 10 s, goes on as signed out, and says so once', async () => {
    vi.useFakeTimers();
    auth.state = { loading: true, user: null };
    renderAt('/settings');
    await act(() => vi.advanceTimersByTimeAsync(9_900));
    expect(screen.getByTestId('loading-overlay')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(path()).toBe('/welcome');
    expect(notifyError).toHaveBeenCalledExactlyOnceWith(MESSAGES.authInitTimeout, 0);
    // /welcome is guarded too, so it waits as well before it shows (as the route loaders did).
    expect(screen.getByTestId('loading-overlay')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(10_100));
    expect(screen.getByTestId('screen-welcome')).toBeTruthy();

    // Every navigation waits again, but the notification is not repeated.
    fireEvent.click(screen.getByRole('link', { name: 'Settings' }));
    await act(() => vi.advanceTimersByTimeAsync(10_100));
    expect(path()).toBe('/welcome');
    await act(() => vi.advanceTimersByTimeAsync(10_100));
    expect(screen.getByTestId('screen-welcome')).toBeTruthy();
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(rendered).not.toContain('settings');
  });
});
