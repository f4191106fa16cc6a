// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { SessionUser } from '../../api/authStore';

afterEach(() => cleanup());

/**
 * The screen as at the app's start, with an auth store of its own: loading until the session check
 * answers, then signed in as `user` (or nobody) when it is given one.
 */
async function renderScreen(
  ui: (Screen: () => React.JSX.Element) => React.JSX.Element,
  user?: SessionUser | null,
) {
  vi.resetModules();
  const { sessionAs } = await import('../../testing/session');
  const { renderWithProviders } = await import('../../testing/renderWithProviders');
  const { AuthCompleteScreen } = await import('./AuthCompleteScreen');
  if (user !== undefined) await sessionAs(user);
  return renderWithProviders(ui(AuthCompleteScreen), { path: '/auth/complete' });
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

describe('<AuthCompleteScreen />', () => {
  it('explains a link without a token and offers the way back to /welcome', async () => {
    await renderScreen((Screen) => <Screen />, null);
    expect(screen.getByTestId('screen-auth-complete')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Authentication failed');
    expect(screen.getByRole('link', { name: /Back to sign-in/ }).getAttribute('href')).toBe('/welcome');
  });

  it('waits for the session before saying anything about a link without a token', async () => {
    await renderScreen((Screen) => <Screen />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('sends someone already signed in home instead of "Authentication failed"', async () => {
    await renderScreen(
      (Screen) => (
        <>
          <Where />
          <Screen />
        </>
      ),
      { id: 'u1', email: 'ada@example.com', name: 'Ada' },
    );
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(screen.queryByText('Authentication failed')).toBeNull();
  });
});
