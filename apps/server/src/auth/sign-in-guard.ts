import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { signInLockedMessage } from '../mail/account-notices.ts';
import type { Mailer } from '../mail/mailer.ts';
import { mailLocale } from './mail-locale.ts';
import { countSignInAttempt, forgetSignInAttempts, locksAccount, signInPaused } from './sign-in-limit.ts';

export interface SignInGuardDeps {
  db: Db;
  mailer: Mailer;
  baseUrl: string;
  log: Logger;
}

const PATH = '/sign-in/email';

/**
 * better-auth hooks that limit password sign-in per e-mail address (sign-in-limit.ts), on top of
 * the per-client-address limits: `before` counts the attempt or refuses it with 429, `after`
 * clears the count on success and tells the owner when failures lock the address.
 */
export function signInGuard(deps: SignInGuardDeps) {
  const attempts = new WeakMap<Request, { email: string; number: number }>();

  /** Told in the background, so a known address answers no slower than an unknown one. */
  function tellOwner(lookup: Promise<{ user: { email: string } } | null>, request: Request): void {
    lookup
      .then(async (found) => {
        if (!found) return;
        const { email } = found.user;
        await deps.mailer.send(
          signInLockedMessage(email, await mailLocale(deps.db, email, request), deps.baseUrl),
        );
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'could not send the sign-in lock e-mail'));
  }

  return {
    before: createAuthMiddleware(async (ctx) => {
      const email = (ctx.body as { email?: unknown } | undefined)?.email;
      if (ctx.path !== PATH || !ctx.request || typeof email !== 'string') return;
      const attempt = await countSignInAttempt(deps.db, email);
      if (!attempt.allowed) {
        throw new APIError('TOO_MANY_REQUESTS', signInPaused(attempt.retryAfterMs), {
          'retry-after': String(Math.ceil(attempt.retryAfterMs / 1000)),
        });
      }
      attempts.set(ctx.request, { email, number: attempt.number });
    }),
    after: createAuthMiddleware(async (ctx) => {
      const attempt = ctx.path === PATH && ctx.request ? attempts.get(ctx.request) : undefined;
      if (!attempt || !ctx.request) return;
      attempts.delete(ctx.request);
      const returned = ctx.context.returned;
      if (!isAPIError(returned)) {
        await forgetSignInAttempts(deps.db, attempt.email);
        return;
      }
      const code = (returned.body as { code?: unknown } | undefined)?.code;
      // The right password for an address not confirmed yet: not a guess.
      if (code === 'EMAIL_NOT_VERIFIED') await forgetSignInAttempts(deps.db, attempt.email);
      else if (returned.statusCode === 401 && locksAccount(attempt.number))
        tellOwner(
          ctx.context.internalAdapter.findUserByEmail(attempt.email.trim().toLowerCase()),
          ctx.request,
        );
    }),
  };
}
