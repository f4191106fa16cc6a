// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reasonMessage } from '@tolk/contract';
import { i18n } from '../../app/i18n/translator';
import { useLocation } from 'react-router';
import { announceAccountExport } from '../../api/accountExport';
import { notifications } from '../../app/notifications/notify';
import { queryKeys } from '../../api/queryClient';
import { Notifications } from '../../app/notifications/Notifications';
import {
  adaProfile,
  answer,
  fakeAccountServer,
  signedInAs,
  type AccountRoutes,
} from '../../testing/accountServer';
import { MONTHLY_STRIPE } from '../../testing/premium';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ProfileScreen } from './ProfileScreen';
import { ADA, sessionAs } from '../../testing/session';

// Signed in as the server's session check says (the real auth store, fetch faked).
beforeEach(() => sessionAs(ADA));

function PathProbe() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

const base: AccountRoutes = {
  'fn:getProfile': answer(adaProfile()),
  'fn:getSubscription': answer(null),
  'auth:list-accounts': answer([{ id: 'a1', providerId: 'credential', accountId: 'u1' }]),
  'auth:get-session': signedInAs(ADA),
};

const render = () =>
  renderWithProviders(
    <>
      <ProfileScreen />
      <Notifications />
      <PathProbe />
    </>,
    { path: '/profile' },
  );

const shown = () => notifications.getSnapshot().map(({ message, type }) => ({ message, type }));
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeEach(() => notifications.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => notifications.clear());
});

describe('Profile: the account', () => {
  it('changes the display name through better-auth', async () => {
    const server = fakeAccountServer({ ...base, 'auth:update-user': answer({ status: true }) });
    await render();
    fireEvent.click(await screen.findByTestId('edit-name'));
    expect((screen.getByTestId('name-input') as HTMLInputElement).value).toBe('Ada Lovelace');
    type('name-input', '   ');
    expect((screen.getByTestId('name-save') as HTMLButtonElement).disabled).toBe(true);
    type('name-input', '  Ada King  ');
    fireEvent.click(screen.getByTestId('name-save'));
    await waitFor(() =>
      expect(server.to('auth:update-user')).toEqual([
        { route: 'auth:update-user', data: { name: 'Ada King' } },
      ]),
    );
    await waitFor(() => expect(shown()).toContainEqual({ message: 'Name changed', type: 'positive' }));
    expect(screen.queryByTestId('name-input')).toBeNull();
  });

  it('changes the password with the current one, and says so when the current one is wrong', async () => {
    let attempts = 0;
    const server = fakeAccountServer({
      ...base,
      'auth:change-password': () =>
        ++attempts === 1
          ? answer({ code: 'INVALID_PASSWORD', message: 'Invalid password' }, 400)
          : answer({ token: null, user: { id: 'u1' } }),
    });
    await render();
    fireEvent.click(await screen.findByTestId('change-password'));
    type('password-current', 'not my password');
    type('password-new', 'short');
    expect(screen.getByText('Too short: use at least 8 characters')).toBeTruthy();
    type('password-new', 'a new password');
    type('password-repeat', 'a new passwort');
    expect(screen.getByText('The two passwords are not the same')).toBeTruthy();
    expect((screen.getByTestId('password-save') as HTMLButtonElement).disabled).toBe(true);
    type('password-repeat', 'a new password');
    fireEvent.click(screen.getByTestId('password-save'));
    expect(await screen.findByText('That is not your current password')).toBeTruthy();
    type('password-current', 'correct horse');
    fireEvent.click(screen.getByTestId('password-save'));
    await waitFor(() => expect(shown()).toContainEqual({ message: 'Password changed', type: 'positive' }));
    expect(server.to('auth:change-password').at(-1)?.data).toEqual({
      currentPassword: 'correct horse',
      newPassword: 'a new password',
      revokeOtherSessions: false,
    });
    expect(screen.queryByTestId('password-form')).toBeNull();
  });

  it('offers a first password to an account that signs in by e-mail link', async () => {
    const server = fakeAccountServer({
      ...base,
      'fn:getProfile': answer(adaProfile({ provider: 'email' })),
      'auth:list-accounts': answer([]),
      'fn:setPassword': answer({ success: true }),
    });
    await render();
    fireEvent.click(await screen.findByTestId('set-password'));
    expect(screen.queryByTestId('password-current')).toBeNull();
    type('password-new', 'my first password');
    type('password-repeat', 'my first password');
    fireEvent.click(screen.getByTestId('password-save'));
    await waitFor(() => expect(server.to('fn:setPassword')).toHaveLength(1));
    expect(server.to('fn:setPassword')[0]?.data).toEqual({ newPassword: 'my first password' });
  });

  it('signs out the other devices after a confirmation', async () => {
    const server = fakeAccountServer({ ...base, 'auth:revoke-other-sessions': answer({ status: true }) });
    await render();
    fireEvent.click(await screen.findByTestId('sign-out-others'));
    expect(server.to('auth:revoke-other-sessions')).toHaveLength(0);
    fireEvent.click(await screen.findByTestId('sign-out-others-confirm'));
    await waitFor(() => expect(server.to('auth:revoke-other-sessions')).toHaveLength(1));
    await waitFor(() =>
      expect(shown()).toContainEqual({ message: 'Signed out on every other device', type: 'positive' }),
    );
  });

  it('asks for an export and turns the ready event into a notification with a Download action', async () => {
    const server = fakeAccountServer({ ...base, 'fn:exportAccount': answer({ status: 'preparing' }) });
    const { queryClient } = await render();
    fireEvent.click(await screen.findByTestId('export-start'));
    expect(await screen.findByTestId('export-preparing')).toBeTruthy();
    expect(server.to('fn:exportAccount')).toHaveLength(1);
    const url = '/api/files/zip1?exp=9999999999&sig=abc';
    act(() => {
      announceAccountExport(queryClient, {
        status: 'ready',
        url,
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        fileName: 'tolk-export-2026-11-24.zip',
        size: 1234,
      });
    });
    expect(shown()[0]).toEqual({ message: 'Your data export is ready.', type: 'positive' });
    const action = await screen.findByTestId('notification-action');
    expect(action.textContent).toBe('Download');
    expect(action.getAttribute('href')).toBe(url);
    expect(screen.getByTestId('export-download').getAttribute('href')).toBe(url);
    expect(screen.queryByTestId('export-preparing')).toBeNull();
  });

  it('says why an export failed in the UI language, from the reason of the failed event', async () => {
    fakeAccountServer(base);
    const { queryClient } = await render();
    await i18n.changeLanguage('es-ES');
    try {
      act(() => {
        announceAccountExport(queryClient, {
          status: 'failed',
          message: reasonMessage('ACCOUNT_EXPORT_TOO_LARGE'),
          details: { reason: 'ACCOUNT_EXPORT_TOO_LARGE' },
        });
      });
      expect(shown()[0]).toEqual({
        message:
          'Tu cuenta contiene más de lo que cabe en un archivo ZIP (4 GB). Elimina o descarga algunos documentos primero.',
        type: 'negative',
      });
    } finally {
      await i18n.changeLanguage('en-US');
    }
  });

  it('deletes the account only once the e-mail is typed exactly, then goes to /welcome', async () => {
    let deleted = false;
    const server = fakeAccountServer({
      ...base,
      'fn:deleteAccount': () => ((deleted = true), answer({ success: true })),
      'auth:get-session': () => signedInAs(deleted ? null : ADA),
    });
    const { queryClient } = await render();
    fireEvent.click(await screen.findByTestId('delete-account'));
    const modal = await screen.findByRole('dialog');
    // No warning once the answer (no subscription) is in, not merely before it arrives.
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.subscription)?.status).toBe('success'));
    expect(within(modal).queryByTestId('delete-subscription-warning')).toBeNull();
    const submit = within(modal).getByTestId('delete-account-submit') as HTMLButtonElement;
    for (const almost of ['ada@example', 'Ada@example.com', ' ada@example.com']) {
      type('delete-confirm-input', almost);
      expect(submit.disabled).toBe(true);
    }
    type('delete-confirm-input', 'ada@example.com');
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/welcome'));
    expect(server.to('fn:deleteAccount')[0]?.data).toEqual({ confirm: 'ada@example.com' });
    expect(shown()).toContainEqual({ message: 'Your account has been deleted.', type: 'positive' });
  });

  it('mentions an active subscription before deleting, and shows a refusal', async () => {
    fakeAccountServer({
      ...base,
      'fn:getSubscription': answer(MONTHLY_STRIPE),
      'fn:deleteAccount': answer(
        { error: { status: 'INTERNAL', message: reasonMessage('DELETE_ACCOUNT_FAILED') } },
        500,
      ),
    });
    await render();
    fireEvent.click(await screen.findByTestId('delete-account'));
    const warning = await screen.findByTestId('delete-subscription-warning');
    expect(warning.textContent).toContain('Deleting your account does not stop the payments');
    expect(within(warning).getByRole('link', { name: 'Manage subscription' }).getAttribute('href')).toBe(
      '/pricing',
    );
    type('delete-confirm-input', 'ada@example.com');
    fireEvent.click(screen.getByTestId('delete-account-submit'));
    await waitFor(() =>
      expect(shown()).toContainEqual({ message: reasonMessage('DELETE_ACCOUNT_FAILED'), type: 'negative' }),
    );
    expect(screen.getByTestId('path').textContent).toBe('/profile');
  });
});
