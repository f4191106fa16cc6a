// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MESSAGES } from '@tolk/contract';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { Notifications } from './Notifications';
import { notifications, notifyError, notifySuccess } from './notify';

afterEach(() => {
  act(() => notifications.clear());
  cleanup();
});

describe('<Notifications />', () => {
  it('announces errors as alerts and other notifications as status messages', async () => {
    await renderWithProviders(<Notifications />);
    act(() => {
      notifySuccess(MESSAGES.magicLinkSent);
      notifyError(MESSAGES.signOutFailed, 0);
    });
    expect(screen.getByRole('alert').textContent).toContain('Sign out failed');
    expect(screen.getByRole('status').textContent).toContain('Check your email for the magic link!');
  });

  it('shows at most three, newest first, inside the notifications container', async () => {
    await renderWithProviders(<Notifications />);
    act(() =>
      ['first', 'second', 'third', 'fourth'].forEach((m) => notifications.notify(m, { duration: 0 })),
    );
    const container = screen.getByTestId('notifications');
    const shown = within(container)
      .getAllByRole('status')
      .map((element) => element.textContent);
    expect(shown).toHaveLength(3);
    expect(shown[0]).toContain('fourth');
    expect(shown[2]).toContain('second');
  });

  it('closes a notification with its close button', async () => {
    await renderWithProviders(<Notifications />);
    act(() => void notifyError('Something broke', 0));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
