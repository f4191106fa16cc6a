// @vitest-environment happy-dom
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { UiLocale } from '@tolk/contract';
import { setUiLocale } from '../../app/i18n/i18n';
import { i18n } from '../../app/i18n/translator';
import { notifications } from '../../app/notifications/notify';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { MagicLinkForm } from './MagicLinkForm';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

/**
 * The server at the HTTP boundary, answering what ours answers (better-auth's `{code, message}`
 * with our `details.reason`), or unreachable. better-auth's client keeps the fetch it found when
 * it was created, so the fake is in place before any module loads.
 */
const server = vi.hoisted(() => {
  const state = { status: 200, body: {} as unknown, unreachable: false };
  globalThis.fetch = async () => {
    if (state.unreachable) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(state.body), {
      status: state.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return state;
});

const refusal = (status: number, code: string | undefined, message: string, reason: string) => ({
  status,
  body: { ...(code && { code }), message, details: { reason } },
});

afterEach(async () => {
  cleanup();
  notifications.clear();
  Object.assign(server, { status: 200, body: {}, unreachable: false });
  await setUiLocale('en-US');
});

const fill = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });

const FORMS = {
  signIn: {
    element: <SignInForm />,
    fill: () => {
      fill('signin-email', 'ana@example.com');
      fill('signin-password', 'not her password');
    },
    submit: 'signin-submit',
  },
  signUp: {
    element: <SignUpForm />,
    fill: () => {
      fill('signup-name', 'Ana');
      fill('signup-email', 'ana@example.com');
      fill('signup-password', 'password');
    },
    submit: 'signup-submit',
  },
  magicLink: {
    element: <MagicLinkForm />,
    fill: () => fill('magic-email', 'ana@example.com'),
    submit: 'magic-submit',
  },
} satisfies Record<string, { element: ReactElement; fill: () => void; submit: string }>;

type Answer = { status: number; body: unknown } | 'unreachable';

/** What a user sees once a form of the Welcome screen is sent and the server answers so. */
const CASES: [string, keyof typeof FORMS, Answer, string][] = [
  [
    'a wrong password',
    'signIn',
    refusal(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password', 'INVALID_EMAIL_OR_PASSWORD'),
    'reasons.INVALID_EMAIL_OR_PASSWORD',
  ],
  [
    'an invalid e-mail',
    'signIn',
    refusal(400, 'INVALID_EMAIL', 'Invalid email', 'INVALID_EMAIL'),
    'reasons.INVALID_EMAIL',
  ],
  [
    'a password too easy to guess',
    'signUp',
    refusal(
      400,
      'PASSWORD_TOO_COMMON',
      'This password is too easy to guess. Choose another one.',
      'PASSWORD_TOO_COMMON',
    ),
    'reasons.PASSWORD_TOO_COMMON',
  ],
  [
    'the rate limit',
    'signIn',
    refusal(429, undefined, 'Too many requests. Please try again later.', 'TOO_MANY_REQUESTS'),
    'reasons.TOO_MANY_REQUESTS',
  ],
  ['no network', 'signIn', 'unreachable', 'welcome.networkError'],
  ['no network, asking for a link', 'magicLink', 'unreachable', 'welcome.networkError'],
  [
    'a link refused for a reason of better-auth’s own',
    'magicLink',
    refusal(400, 'VALIDATION_ERROR', '[body.email] Invalid email address', 'AUTH_FAILED'),
    'welcome.magicLinkFailed',
  ],
  ['a link sent', 'magicLink', { status: 200, body: { status: true } }, 'welcome.magicLinkSent'],
];

describe.each<UiLocale>(['es-ES', 'ar'])('the Welcome screen’s messages in %s', (locale) => {
  it.each(CASES)('says %s in the UI language', async (_, form, answer, key) => {
    if (answer === 'unreachable') server.unreachable = true;
    else Object.assign(server, answer);
    const { element, fill: fillForm, submit } = FORMS[form];
    await renderWithProviders(element, { path: '/welcome' });
    await act(() => setUiLocale(locale));
    fillForm();
    await act(async () => fireEvent.submit(screen.getByTestId(submit).closest('form')!));

    await waitFor(() => expect(notifications.getSnapshot()).toHaveLength(1));
    const { message } = notifications.getSnapshot()[0]!;
    expect(message).toBe(i18n.getFixedT(locale)(key));
    expect(message).not.toBe(i18n.getFixedT('en-US')(key));
  });

  it('titles the sign-up’s “check your e-mail” in the UI language', async () => {
    Object.assign(server, {
      status: 200,
      body: { token: null, user: { id: 'u1', email: 'ana@example.com' } },
    });
    await renderWithProviders(FORMS.signUp.element, { path: '/welcome' });
    await act(() => setUiLocale(locale));
    FORMS.signUp.fill();
    await act(async () => fireEvent.submit(screen.getByTestId('signup-submit').closest('form')!));
    const title = i18n.getFixedT(locale)('welcome.signUpCheckEmail');
    await waitFor(() => expect(screen.getByText(title)).toBeTruthy());
    expect(title).not.toBe('Check your email to finish creating your account.');
  });
});
