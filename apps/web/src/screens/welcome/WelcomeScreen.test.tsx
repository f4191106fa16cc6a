// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { Health } from '@tolk/contract';
import { queryKeys } from '../../api/queryClient';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { WelcomeScreen } from './WelcomeScreen';

afterEach(cleanup);

function health(auth: Health['auth']): Health {
  return { ok: true, db: 'pglite', queue: true, engines: { local: true, google: false, azure: false }, auth };
}

describe('<WelcomeScreen />', () => {
  it('offers only the social sign-in the server has configured', async () => {
    await renderWithProviders(<WelcomeScreen />, {
      path: '/welcome',
      seed: (client) => client.setQueryData(queryKeys.health, health({ google: true, apple: false })),
    });
    expect(screen.getByTestId('signin-google')).toBeTruthy();
    expect(screen.queryByTestId('signin-apple')).toBeNull();
  });

  it('offers no social sign-in when none is configured', async () => {
    await renderWithProviders(<WelcomeScreen />, {
      path: '/welcome',
      seed: (client) => client.setQueryData(queryKeys.health, health({ google: false, apple: false })),
    });
    expect(screen.queryByTestId('signin-google')).toBeNull();
    expect(screen.queryByTestId('signin-apple')).toBeNull();
  });

  it('has the magic link, sign-in and sign-up forms behind their tabs', async () => {
    await renderWithProviders(<WelcomeScreen />, {
      path: '/welcome',
      seed: (client) => client.setQueryData(queryKeys.health, health({ google: false, apple: false })),
    });
    expect(screen.getByTestId('magic-email')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('tab-signup')));
    for (const id of ['signup-name', 'signup-email', 'signup-password', 'signup-submit'])
      expect(screen.getByTestId(id)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('tab-signin')));
    for (const id of ['signin-email', 'signin-password', 'signin-submit'])
      expect(screen.getByTestId(id)).toBeTruthy();
  });
});
