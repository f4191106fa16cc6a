// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { AuthState } from '../../api/authStore';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { AuthCompleteScreen } from './AuthCompleteScreen';

const auth = vi.hoisted(() => ({ state: { loading: false, user: null } as AuthState }));
vi.mock('../../api/authStore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/authStore')>()),
  useAuth: () => auth.state,
}));

afterEach(() => {
  cleanup();
  auth.state = { loading: false, user: null };
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

describe('<AuthCompleteScreen />', () => {
  it('explains a link without a token and offers the way back to /welcome', async () => {
    await renderWithProviders(<AuthCompleteScreen />, { path: '/auth/complete' });
    expect(screen.getByTestId('screen-auth-complete')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Authentication failed');
    expect(screen.getByRole('link', { name: /Back to sign-in/ }).getAttribute('href')).toBe('/welcome');
  });

  it('waits for the session before saying anything about a link without a token', async () => {
    auth.state = { loading: true, user: null };
    await renderWithProviders(<AuthCompleteScreen />, { path: '/auth/complete' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('sends someone already signed in home instead of "Authentication failed"', async () => {
    auth.state = { loading: false, user: { id: 'u1', email: 'ada@example.com', name: 'Ada' } };
    await renderWithProviders(
      <>
        <Where />
        <AuthCompleteScreen />
      </>,
      { path: '/auth/complete' },
    );
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(screen.queryByText('Authentication failed')).toBeNull();
  });
});
