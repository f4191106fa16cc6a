import {
  EMAIL_VERIFICATION_TTL_SECONDS,
  MAGIC_LINK_TTL_SECONDS,
  SIGN_IN_ACCOUNT_LIMIT,
  type UiLocale,
} from '@tolk/contract';
import { composeMail } from './layout.ts';
import type { MailMessage } from './mailer.ts';
import { MAIL_TEXTS, writeMinutes, writeNumber } from './texts/index.ts';

// The mails about signing in and the account itself, each in the reader's UI language.

/** The sign-in page of the web app, where a password, an e-mail link or Google/Apple sign in. */
export const welcomeUrl = (baseUrl: string) => new URL('/welcome', baseUrl).toString();

/** The link the web app (and the native app, through universal links) completes at /auth/complete. */
export function magicLinkUrl(baseUrl: string, token: string): string {
  const url = new URL('/auth/complete', baseUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** The link that confirms a new account's address; the app finishes it at /auth/complete. */
export function confirmEmailUrl(baseUrl: string, token: string): string {
  const url = new URL(magicLinkUrl(baseUrl, token));
  url.searchParams.set('type', 'confirm');
  return url.toString();
}

export function magicLinkMessage(to: string, locale: UiLocale, link: string): MailMessage {
  const words = MAIL_TEXTS[locale];
  const { subject, intro, footer } = words.magicLink;
  return composeMail(to, locale, {
    subject,
    paragraphs: [intro],
    link: { url: link, label: words.signInButton },
    footer: footer(writeMinutes(locale, MAGIC_LINK_TTL_SECONDS / 60)),
  });
}

/** Sent on sign-up (and on a password sign-in before the address is confirmed). */
export function confirmEmailMessage(to: string, locale: UiLocale, link: string): MailMessage {
  const { subject, intro, button, footer } = MAIL_TEXTS[locale].confirmEmail;
  return composeMail(to, locale, {
    subject,
    paragraphs: [intro],
    link: { url: link, label: button },
    footer: footer(writeMinutes(locale, EMAIL_VERIFICATION_TTL_SECONDS / 60)),
  });
}

/** Sent instead of a confirmation when someone signs up with the address of an existing account. */
export function existingAccountMessage(to: string, locale: UiLocale, baseUrl: string): MailMessage {
  const words = MAIL_TEXTS[locale];
  const { subject, lines, footer } = words.existingAccount;
  return composeMail(to, locale, {
    subject,
    paragraphs: lines,
    link: { url: welcomeUrl(baseUrl), label: words.signInButton },
    footer,
  });
}

/** Sent when password sign-in to the account is paused after too many failed attempts. */
export function signInLockedMessage(to: string, locale: UiLocale, baseUrl: string): MailMessage {
  const { maxFailures, lockMinutes } = SIGN_IN_ACCOUNT_LIMIT;
  const words = MAIL_TEXTS[locale];
  const { subject, lines, footer } = words.signInLocked;
  return composeMail(to, locale, {
    subject,
    paragraphs: lines(writeNumber(locale, maxFailures), writeMinutes(locale, lockMinutes)),
    link: { url: welcomeUrl(baseUrl), label: words.signInButton },
    footer,
  });
}
