// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { AuthCompleteScreen } from './AuthCompleteScreen';

afterEach(cleanup);

describe('<AuthCompleteScreen />', () => {
  it('explains a link without a token and offers the way back to /welcome', async () => {
    await renderWithProviders(<AuthCompleteScreen />, { path: '/auth/complete' });
    expect(screen.getByTestId('screen-auth-complete')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Authentication failed');
    expect(screen.getByRole('link', { name: /Back to sign-in/ }).getAttribute('href')).toBe('/welcome');
  });
});
