// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { MESSAGES } from '@tolk/contract';
import type { SessionUser } from '../../api/authStore';
import { ADA as ada } from '../../testing/session';
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

/**
 * The guard at `path` with an auth store of its own, as at the app's start: waiting for the session
 * check until `sessionAs` answers it (here with `user`, when given). Returns the app's
 * notifications (what the user is told) and its sessionAs.
 */
async function renderAt(path: string, user?: SessionUser | null) {
  vi.resetModules();
  const { NavigationGuard } = await import('./NavigationGuard');
  const { notifications } = await import('../notifications/notify');
  const { sessionAs } = await import('../../testing/session');
  if (user !== undefined) await sessionAs(user);
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
  const errors = () =>
    notifications
      .getSnapshot()
      .filter((shown) => shown.type === 'negative')
      .map(({ message, duration }) => ({ message, duration }));
  return { errors, sessionAs };
}

const path = () => screen.getByTestId('path').textContent;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('NavigationGuard', () => {
  it('sends a visitor without a user from a signed-in screen to /welcome without showing it', async () => {
    await renderAt('/settings', null);
    await screen.findByTestId('screen-welcome');
    expect(path()).toBe('/welcome');
    expect(rendered).not.toContain('settings');
  });

  it('sends a signed-in user from /welcome to / without showing /welcome', async () => {
    await renderAt('/welcome', ada);
    await screen.findByTestId('screen-home');
    expect(path()).toBe('/');
    expect(rendered).not.toContain('welcome');
  });

  it('shows the loading overlay while auth loads, then the screen once the user is known', async () => {
    const app = await renderAt('/settings');
    expect(screen.getByTestId('loading-overlay')).toBeTruthy();
    await act(() => app.sessionAs(ada));
    await screen.findByTestId('screen-settings');
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    expect(path()).toBe('/settings');
    expect(app.errors()).toEqual([]);
  });

  it('gives up waiting after about 10 s, goes on as signed out, and says so once', async () => {
    vi.useFakeTimers();
    const app = await renderAt('/settings');
    await act(() => vi.advanceTimersByTimeAsync(9_900));
    expect(screen.getByTestId('loading-overlay')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(path()).toBe('/welcome');
    expect(app.errors()).toEqual([{ message: MESSAGES.authInitTimeout, duration: 0 }]);
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
    expect(app.errors()).toHaveLength(1);
    expect(rendered).not.toContain('settings');
  });
});
