import { MAILS_PER_INBOX } from '@tolk/contract';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Db } from '../db/client.ts';
import { countInWindow } from '../rate-limits/repo.ts';
import { authRefusal } from './refusals.ts';

const WINDOW_MS = MAILS_PER_INBOX.windowMinutes * 60_000;

/** Endpoints where anyone names the address a mail goes to: every request to them is counted. */
const MAILING_PATHS = new Set([
  '/sign-in/magic-link',
  '/sign-up/email',
  '/send-verification-email',
  '/request-password-reset',
]);

/** Providers that ignore dots in the local part: one inbox has many spellings. */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The inbox an address reaches, for counting only: lower case, without a `+tag` (Gmail, Outlook,
 * iCloud, Fastmail and most others deliver `ann+1@` to `ann@`), and without dots at Gmail. Two
 * people merged by this (a rare `+` used otherwise) share a generous count, nothing more.
 */
export function inboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  let local = address.slice(0, at).split('+')[0] ?? '';
  let domain = address.slice(at + 1);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    local = local.replaceAll('.', '');
    domain = dotless;
  }
  return `${local}@${domain}`;
}

export type MailCount = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Counts one mail (or one request that may send one) to the address's inbox, on every API
 * instance together (the rate_limit table), and says whether it is within MAILS_PER_INBOX.
 */
export async function countMailTo(db: Db, email: string, now = Date.now()): Promise<MailCount> {
  const { count, msLeft } = await countInWindow(db, `mail-inbox:${inboxOf(email)}`, WINDOW_MS, now);
  return count > MAILS_PER_INBOX.max ? { allowed: false, retryAfterMs: msLeft } : { allowed: true };
}

/** 429 in better-auth's shape, saying in minutes when the inbox may be sent mail again. */
export function tooManyMails(retryAfterMs: number): APIError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new APIError(
    'TOO_MANY_REQUESTS',
    authRefusal('TOO_MANY_MAILS', 'TOO_MANY_MAILS', { minutes: Math.ceil(seconds / 60) }),
    { 'retry-after': String(seconds) },
  );
}

/**
 * Mails per inbox, whatever client address asks (issue 32: one inbox got 30 sign-in links in a
 * minute from 6 addresses). Every request to a mailing endpoint is counted before better-auth
 * looks the address up, so the refusal is the same for an address with an account and without.
 */
export function inboxMailLimit(db: Db): BetterAuthPlugin {
  return {
    id: 'tolk-inbox-mail-limit',
    hooks: {
      before: [
        {
          matcher: (ctx) => MAILING_PATHS.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const email = (ctx.body as { email?: unknown } | undefined)?.email;
            if (typeof email !== 'string') return;
            const counted = await countMailTo(db, email);
            if (!counted.allowed) throw tooManyMails(counted.retryAfterMs);
          }),
        },
      ],
    },
  };
}
