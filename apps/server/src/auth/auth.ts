import {
  EMAIL_VERIFICATION_TTL_SECONDS,
  MAGIC_LINK_TTL_SECONDS,
  MIN_PASSWORD_LENGTH,
  NATIVE_ORIGINS,
  type UiLocale,
} from '@tolk/contract';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer, magicLink } from 'better-auth/plugins';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import {
  confirmEmailMessage,
  confirmEmailUrl,
  existingAccountMessage,
  magicLinkMessage,
  magicLinkUrl,
} from '../mail/account-notices.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { SignInProvider } from '../users/service.ts';
import { boundedName } from './field-guard.ts';
import { countMailTo, inboxMailLimit } from './mail-limit.ts';
import { mailLocale } from './mail-locale.ts';
import { AUTH_RATE_LIMITS, CLIENT_IP_HEADER } from './rate-limits.ts';
import { localeOfRequest } from './request-locale.ts';
import { signInGuard } from './sign-in-guard.ts';
import { socialProviders } from './social.ts';

export interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  log: Logger;
  /**
   * A better-auth user was created; `provider` says how (SPEC.md §9 quotas depend on it) and
   * `locale` in which UI language (the account's first `locale` preference).
   */
  onUserCreated(userId: string, provider: SignInProvider, locale: UiLocale): Promise<void>;
  onSessionCreated(userId: string): Promise<void>;
  /** better-auth's user was changed (update-user): its name is the profile's displayName. */
  onUserUpdated(userId: string, name: string): Promise<void>;
  /** A session row was deleted: signed out, revoked, or every session of a changed password or deleted account. */
  onSessionEnded(userId: string, sessionId: string): Promise<void>;
}

interface HookContext {
  path?: string;
  params?: Record<string, string | undefined>;
  body?: unknown;
  headers?: Headers;
}

/** Tells the sign-in method from the endpoint that created the user. */
export function providerOfEndpoint(ctx: HookContext | null | undefined): SignInProvider {
  const path = ctx?.path ?? '';
  if (path === '/sign-up/email') return 'password';
  const social = path.startsWith('/callback/')
    ? ctx?.params?.id
    : path === '/sign-in/social'
      ? (ctx?.body as { provider?: string } | undefined)?.provider
      : undefined;
  if (social === 'google' || social === 'apple') return social;
  return 'email';
}

export function createAuth(deps: AuthDeps) {
  const { config, log } = deps;
  const guard = signInGuard({ db: deps.db, mailer: deps.mailer, baseUrl: config.baseUrl, log });
  return betterAuth({
    appName: 'Tolk',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [
      ...config.trustedOrigins,
      ...NATIVE_ORIGINS,
      ...(config.apple ? ['https://appleid.apple.com'] : []),
    ],
    database: drizzleAdapter(deps.db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    // Sign-up answers the same for a new and an existing address (no account enumeration): no
    // session either way, and a mail: the confirmation link that signs a new account in, or
    // "you already have an account" (docs/decisions/0008-sign-up-confirms-the-address.md).
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      async onExistingUserSignUp({ user }, request) {
        const locale = await mailLocale(deps.db, user.email, request);
        await deps.mailer.send(existingAccountMessage(user.email, locale, config.baseUrl));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // A password sign-in to an unconfirmed address is refused (403) with a new link sent.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: EMAIL_VERIFICATION_TTL_SECONDS,
      async sendVerificationEmail({ user, token }, request) {
        // The mailing endpoints were counted before they ran (mail-limit.ts); a password sign-in
        // to an unconfirmed address is counted here, as only then does it send one. Over the limit
        // it sends nothing (better-auth would swallow a refusal from here): the answer stays
        // "Email not verified".
        if (request && new URL(request.url).pathname.endsWith('/sign-in/email')) {
          const counted = await countMailTo(deps.db, user.email);
          if (!counted.allowed) return log.info('confirmation mail not sent: inbox limit reached');
        }
        const locale = await mailLocale(deps.db, user.email, request);
        await deps.mailer.send(
          confirmEmailMessage(user.email, locale, confirmEmailUrl(config.baseUrl, token)),
        );
      },
    },
    socialProviders: socialProviders(config),
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_TTL_SECONDS,
        async sendMagicLink({ email, token }, ctx) {
          const locale = await mailLocale(deps.db, email, ctx?.request);
          await deps.mailer.send(magicLinkMessage(email, locale, magicLinkUrl(config.baseUrl, token)));
        },
      }),
      bearer(),
      inboxMailLimit(deps.db),
    ],
    rateLimit: { enabled: true, storage: 'database', customRules: { ...AUTH_RATE_LIMITS } },
    // Password sign-in is limited per e-mail address too, whatever the client address.
    hooks: { before: guard.before, after: guard.after },
    advanced: { ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] } },
    databaseHooks: {
      user: {
        create: {
          // A name a provider sends (Google, Apple) is cut to the length the app allows: the
          // endpoints people type into refuse a longer one (field-guard.ts).
          before: async (user) => ({ data: { ...user, name: boundedName(user.name) } }),
          after: async (user, ctx) => {
            const context = ctx as HookContext | null;
            await deps.onUserCreated(user.id, providerOfEndpoint(context), localeOfRequest(context));
          },
        },
        update: {
          before: async (user) => ({
            data: typeof user.name === 'string' ? { ...user, name: boundedName(user.name) } : user,
          }),
          after: async (user) => {
            await deps.onUserUpdated(user.id, user.name);
          },
        },
      },
      session: {
        create: {
          after: async (session) => {
            await deps.onSessionCreated(session.userId);
          },
        },
        delete: {
          after: async (session) => {
            // Signing out must not fail over this: the streams' periodic check ends them anyway.
            await deps.onSessionEnded(session.userId, session.id).catch((error: unknown) => {
              log.warn({ err: error }, 'could not announce the end of a session');
            });
          },
        },
      },
    },
    logger: {
      log: (level, message, ...args) => {
        log[level]({ args: args.length ? args : undefined }, `better-auth: ${message}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
