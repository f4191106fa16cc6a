// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AUTH_MESSAGES } from '@tolk/contract';
import { notifications } from '../../app/notifications/notify';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { MagicLinkForm } from './MagicLinkForm';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

/**
 * better-auth at the HTTP boundary. Its client keeps the fetch it found when it was created, so
 * the fake is in place before any module loads and answers what the test last set.
 */
const server = vi.hoisted(() => {
  const state = { status: 200, body: {} as unknown, paths: [] as string[] };
  globalThis.fetch = async (input: string | URL | Request) => {
    state.paths.push(new URL(input instanceof Request ? input.url : input.toString()).pathname);
    return new Response(JSON.stringify(state.body), {
      status: state.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return state;
});

function serverAnswers(status: number, body: unknown) {
  Object.assign(server, { status, body, paths: [] });
  return server.paths;
}

afterEach(() => {
  cleanup();
  notifications.clear();
});

const fill = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });

describe('<SignUpForm />', () => {
  it('asks to check the e-mail when sign-up answers without a session, and does not sign in', async () => {
    const paths = serverAnswers(200, {
      token: null,
      user: { id: 'u1', email: 'ada@example.com', name: 'Ada', emailVerified: false },
    });
    await renderWithProviders(<SignUpForm />, { path: '/welcome' });
    fill('signup-name', 'Ada');
    fill('signup-email', 'ada@example.com');
    fill('signup-password', 'correct horse');
    await act(async () => fireEvent.submit(screen.getByTestId('signup-submit').closest('form')!));

    await waitFor(() => expect(screen.getByTestId('signup-check-email')).toBeTruthy());
    expect(screen.getByText(AUTH_MESSAGES.signUpCheckEmail)).toBeTruthy();
    expect(screen.getByTestId('signup-check-email').textContent).toContain('ada@example.com');
    expect(paths[0]).toBe('/api/auth/sign-up/email');
  });

  it('says which address to open when the server refuses the page origin', async () => {
    serverAnswers(403, {
      code: 'UNTRUSTED_ORIGIN',
      message: 'Open Tolk at https://tolk.example.com to sign in',
      url: 'https://tolk.example.com',
    });
    await renderWithProviders(<SignUpForm />, { path: '/welcome' });
    fill('signup-name', 'Ada');
    fill('signup-email', 'ada@example.com');
    fill('signup-password', 'correct horse');
    await act(async () => fireEvent.submit(screen.getByTestId('signup-submit').closest('form')!));

    await waitFor(() => expect(notifications.getSnapshot()).toHaveLength(1));
    expect(notifications.getSnapshot()[0]).toMatchObject({
      type: 'negative',
      message: 'Open Tolk at https://tolk.example.com to sign in.',
    });
  });
});

describe('<MagicLinkForm />', () => {
  it('says which address to open instead of "Failed to send magic link"', async () => {
    serverAnswers(403, { code: 'UNTRUSTED_ORIGIN', message: 'x', url: 'https://tolk.example.com' });
    await renderWithProviders(<MagicLinkForm />, { path: '/welcome' });
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'ada@example.com' } });
    await act(async () => fireEvent.submit(screen.getByRole('textbox').closest('form')!));

    await waitFor(() => expect(notifications.getSnapshot()).toHaveLength(1));
    expect(notifications.getSnapshot()[0]).toMatchObject({
      type: 'negative',
      message: 'Open Tolk at https://tolk.example.com to sign in.',
    });
  });
});

describe('<SignInForm />', () => {
  it('says to confirm the address first when the server answers EMAIL_NOT_VERIFIED', async () => {
    serverAnswers(403, { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' });
    await renderWithProviders(<SignInForm />, { path: '/welcome' });
    fill('signin-email', 'ada@example.com');
    fill('signin-password', 'correct horse');
    await act(async () => fireEvent.submit(screen.getByTestId('signin-submit').closest('form')!));

    await waitFor(() => expect(notifications.getSnapshot()).toHaveLength(1));
    expect(notifications.getSnapshot()[0]).toMatchObject({
      type: 'info',
      message: 'Confirm your e-mail address first: we have sent you a new link. Open it to sign in.',
    });
  });
});
