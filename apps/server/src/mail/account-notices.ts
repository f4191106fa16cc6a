import { EMAIL_VERIFICATION_TTL_SECONDS, SIGN_IN_ACCOUNT_LIMIT } from '@tolk/contract';
import { escapeHtml } from './magic-link.ts';
import type { MailMessage } from './mailer.ts';

// Mails about the account itself, in the style of the sign-in link (magic-link.ts).

const BUTTON =
  'display:inline-block;padding:10px 18px;background:#a855f7;color:#fff;border-radius:6px;text-decoration:none';

function page(paragraphs: string[], link: { url: string; label: string }, footer: string): string {
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>Hello,</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link.url)}" style="${BUTTON}">${escapeHtml(link.label)}</a></p>
<p>Or paste this link into your browser:<br><span style="word-break:break-all">${escapeHtml(link.url)}</span></p>
<p style="color:#666">${escapeHtml(footer)}</p>
</body></html>`;
}

/** The sign-in page of the web app, where a password, an e-mail link or Google/Apple sign in. */
export const welcomeUrl = (baseUrl: string) => new URL('/welcome', baseUrl).toString();

/** The link that confirms a new account's address; the app finishes it at /auth/complete. */
export function confirmEmailUrl(baseUrl: string, token: string): string {
  const url = new URL('/auth/complete', baseUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('type', 'confirm');
  return url.toString();
}

/** Sent on sign-up (and on a password sign-in before the address is confirmed). */
export function confirmEmailMessage(to: string, link: string): MailMessage {
  const minutes = EMAIL_VERIFICATION_TTL_SECONDS / 60;
  const intro = 'Confirm your e-mail address to finish creating your Tolk account:';
  const footer = `The link expires in ${minutes} minutes. If you did not sign up for Tolk, ignore this e-mail.`;
  const text = ['Hello,', '', intro, link, '', footer].join('\n');
  const html = page([intro], { url: link, label: 'Confirm and sign in' }, footer);
  return { to, subject: 'Confirm your e-mail for Tolk', text, html };
}

/** Sent instead of a confirmation when someone signs up with the address of an existing account. */
export function existingAccountMessage(to: string, baseUrl: string): MailMessage {
  const link = welcomeUrl(baseUrl);
  const lines = [
    'Someone, probably you, tried to create a Tolk account with this e-mail address, but you already have one.',
    'Sign in with your password, or ask for a sign-in link by e-mail if you do not remember it:',
  ];
  const footer = 'If it was not you, ignore this e-mail: nothing has changed in your account.';
  const text = ['Hello,', '', ...lines, link, '', footer].join('\n');
  const html = page(lines, { url: link, label: 'Sign in to Tolk' }, footer);
  return { to, subject: 'You already have a Tolk account', text, html };
}

/** Sent when password sign-in to the account is paused after too many failed attempts. */
export function signInLockedMessage(to: string, baseUrl: string): MailMessage {
  const { maxFailures, lockMinutes } = SIGN_IN_ACCOUNT_LIMIT;
  const link = welcomeUrl(baseUrl);
  const lines = [
    `Someone tried to sign in to your Tolk account with a wrong password ${maxFailures} times. To protect your account, signing in with a password is paused for ${lockMinutes} minutes.`,
    'If it was you, try again later, or sign in with a link sent by e-mail:',
  ];
  const footer =
    'If it was not you, your account is safe as long as nobody knows your password; you can ignore this e-mail.';
  const text = ['Hello,', '', ...lines, link, '', footer].join('\n');
  const html = page(lines, { url: link, label: 'Sign in to Tolk' }, footer);
  return { to, subject: 'Someone tried to sign in to your Tolk account', text, html };
}
