import path from 'node:path';
import {
  DEFAULT_PREFERENCES,
  FUNCTION_CALLS_PER_MINUTE,
  PREMIUM_IMAGE_TRANSLATIONS_QUOTA,
  PREMIUM_PAGE_LIMIT,
  PREMIUM_STORAGE_QUOTA_BYTES,
  type PlanLimitsView,
} from '@tolk/contract';
import { PROVIDERS_ENV, providersFromEnv, type ProvidersConfig } from '@tolk/engine';
import { z } from 'zod';
import { persistedSecret } from './config/auth-secret.ts';
import {
  asConfigError,
  commaList,
  ConfigError,
  optionalText,
  optionalUrl,
  together,
} from './config/env-values.ts';
import { nativeAppsConfig, nativeAppsEnv, type NativeAppsConfig } from './config/native-apps.ts';
import { queuesConfig, queuesEnv, type QueuesConfig } from './config/queues.ts';
import { s3Config, s3Env, type S3Config } from './config/s3.ts';
import { stripeConfig, stripeEnv, type StripeConfig } from './config/stripe.ts';

export { ConfigError } from './config/env-values.ts';
export type { QueuesConfig } from './config/queues.ts';
export type { S3Config } from './config/s3.ts';
export type { StripeConfig } from './config/stripe.ts';

// The only module that reads the environment: everything else receives a Config. Areas with
// several variables of their own are in config/.

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('data'),
  BASE_URL: optionalUrl('for example https://tolk.example.com'),
  TRUSTED_ORIGINS: optionalText,
  DATABASE_URL: optionalUrl('for example postgres://user:pass@host:5432/tolk'),
  BETTER_AUTH_SECRET: optionalText.refine(
    (v) => v === undefined || v.length >= 32,
    'must be at least 32 characters',
  ),
  SMTP_URL: optionalUrl('for example smtp://user:pass@smtp.example.com:587'),
  MAIL_FROM: z.string().min(3).default('Tolk <no-reply@localhost>'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  APPLE_CLIENT_ID: optionalText,
  APPLE_CLIENT_SECRET: optionalText,
  ...nativeAppsEnv,
  ...PROVIDERS_ENV,
  ...s3Env,
  TOLK_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  TRUST_PROXY: optionalText,
  TOLK_WARM_PAIRS: z
    .string()
    .trim()
    .regex(/^([a-z]{2,3}:[a-z]{2,3}(,\s*[a-z]{2,3}:[a-z]{2,3})*)?$/, 'must be pairs such as en:es,es:en')
    .default(`${DEFAULT_PREFERENCES.defaultSourceLang}:${DEFAULT_PREFERENCES.defaultTargetLang}`),
  TOLK_WARM_UP: z.enum(['on', 'off']).default('on'),
  TOLK_SWEEP_SECONDS: z.coerce.number().int().min(1).default(60),
  ...queuesEnv,
  TOLK_SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  TOLK_FUNCTION_CALLS_PER_MINUTE: z.coerce.number().int().min(1).default(FUNCTION_CALLS_PER_MINUTE),
  TOLK_STUCK_AFTER_SECONDS: z.coerce.number().int().min(1).default(120),
  TOLK_ORPHAN_AFTER_SECONDS: z.coerce.number().int().min(1).default(3600),
  PREMIUM_PAGES_PER_MONTH: z.coerce.number().int().min(0).default(PREMIUM_PAGE_LIMIT),
  PREMIUM_STORAGE_BYTES: z.coerce.number().int().min(0).default(PREMIUM_STORAGE_QUOTA_BYTES),
  PREMIUM_IMAGES_PER_MONTH: z.coerce.number().int().min(0).default(PREMIUM_IMAGE_TRANSLATIONS_QUOTA),
  PRICE_WEEKLY: z.coerce.number().min(0).default(4.99),
  PRICE_MONTHLY: z.coerce.number().min(0).default(9.99),
  PRICE_ANNUAL: z.coerce.number().min(0).default(59.99),
  PRICE_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as USD')
    .default('USD'),
  ...stripeEnv,
  REVENUECAT_WEBHOOK_AUTH: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PATH: z.string().default(''),
});

type Env = z.infer<typeof envSchema>;

export type Role = 'all' | 'api' | 'worker';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  baseUrl: string;
  trustedOrigins: string[];
  databaseUrl: string | undefined;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** nativeClientIds: the native apps' own OAuth clients (iOS), whose ID tokens are accepted too. */
  google: { clientId: string; clientSecret: string; nativeClientIds: string[] } | undefined;
  /** appBundleIdentifier: the audience of the iOS app's Apple ID tokens (clientId: of the others). */
  apple: { clientId: string; clientSecret: string; appBundleIdentifier: string } | undefined;
  /** The iOS and Android apps, for the link association files (app-links/). */
  nativeApps: NativeAppsConfig;
  /** The translation providers' options, for those the environment configures (@tolk/engine's catalogue). */
  providers: ProvidersConfig;
  /** S3-compatible object storage for files and uploads; local disk under dataDir when absent. */
  s3: S3Config | undefined;
  role: Role;
  webDist: string;
  logLevel: Env['LOG_LEVEL'];
  /** Fastify's trustProxy: false, true, a hop count or addresses/CIDRs of the proxies. */
  trustProxy: boolean | number | string[];
  /** PATH, to find system tools such as apertium. */
  searchPath: string;
  /** The language pairs whose local (Apertium) pipelines start at boot, before anyone asks. */
  warmPairs: { from: string; to: string }[];
  /**
   * Whether engine threads warm up at boot (about 10 s of CPU a process): off where processes
   * restart often and no user waits for a first job (the fault suite, the cluster journey).
   */
  warmUp: boolean;
  /** Engine work run at once (translations, analyses), per user, and each one's time and memory caps. */
  queues: QueuesConfig;
  /**
   * Workers' repair sweeps: how often they run, how long a queued translation may wait without a
   * job, and how old an unreferenced stored file must be before it is removed.
   */
  maintenance: { sweepSeconds: number; stuckAfterSeconds: number; orphanAfterSeconds: number };
  /**
   * How long an API instance may answer from a session it looked up before, without reading it
   * again; a session that ends is dropped at once on every instance (auth/session-cache.ts). 0: off.
   */
  sessionCacheSeconds: number;
  /**
   * Callable calls one account may make a minute on all instances together (FUNCTION_CALLS_PER_MINUTE
   * unless TOLK_FUNCTION_CALLS_PER_MINUTE says otherwise: load tests and scripted clients).
   */
  functionCallsPerMinute: number;
  /** What the premium plan allows (DESIGN.md "Premium"); quota/limits.ts reads it. */
  /** What premium allows (quota/limits.ts computes each user's limits from it). */
  premiumLimits: PlanLimitsView;
  /** Price of each plan per period, shown on Pricing (the stores and Stripe charge their own). */
  prices: { weekly: number; monthly: number; annual: number; currency: string };
  /** Card payments on the web; absent when the server has no Stripe account configured. */
  stripe: StripeConfig | undefined;
  /** The exact Authorization header RevenueCat's webhook sends; its webhook is refused without it. */
  revenueCatWebhookAuth: string | undefined;
}

/** The translation providers' settings: what decides which providers this server has. */
export type ProviderSettings = Pick<Config, 'providers'>;

function pair(env: Env, id: 'GOOGLE' | 'APPLE') {
  const both = together(
    [`${id}_CLIENT_ID`, `${id}_CLIENT_SECRET`],
    [env[`${id}_CLIENT_ID`], env[`${id}_CLIENT_SECRET`]],
  );
  return both && { clientId: both[0], clientSecret: both[1] };
}

/** TRUST_PROXY: unset/false, true, a number of hops, or a comma-separated list of addresses. */
function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return commaList(value);
}

/** Parses the environment once; throws ConfigError naming the offending variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  // Validate everything before the secret is generated and written to DATA_DIR.
  if (e.TOLK_ROLE !== 'all' && !e.DATABASE_URL) {
    throw new ConfigError(
      `Invalid environment: TOLK_ROLE=${e.TOLK_ROLE} needs DATABASE_URL (the embedded PGlite database can be opened by one process only)`,
    );
  }
  const google = pair(e, 'GOOGLE');
  if (!google && e.GOOGLE_NATIVE_CLIENT_IDS.length > 0)
    throw new ConfigError(
      'Invalid environment: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are required when GOOGLE_NATIVE_CLIENT_IDS is set',
    );
  const apple = pair(e, 'APPLE');
  const nativeApps = nativeAppsConfig(e);
  let providers: ProvidersConfig;
  try {
    providers = providersFromEnv(e);
  } catch (error) {
    throw asConfigError(error);
  }
  const s3 = s3Config(e);
  const stripe = stripeConfig(e);
  const extraOrigins = commaList(e.TRUSTED_ORIGINS);
  // Without BASE_URL the server is on this machine: it is opened as localhost or as 127.0.0.1.
  const loopbackOrigins = e.BASE_URL ? [] : [`http://127.0.0.1:${e.PORT}`];
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    baseUrl,
    trustedOrigins: [...new Set([new URL(baseUrl).origin, ...loopbackOrigins, ...extraOrigins])],
    databaseUrl: e.DATABASE_URL,
    authSecret: e.BETTER_AUTH_SECRET ?? persistedSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    google: google && { ...google, nativeClientIds: e.GOOGLE_NATIVE_CLIENT_IDS },
    apple: apple && { ...apple, appBundleIdentifier: nativeApps.ios.bundleId },
    nativeApps,
    providers,
    s3,
    role: e.TOLK_ROLE,
    webDist: path.resolve(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    searchPath: e.PATH,
    warmUp: e.TOLK_WARM_UP === 'on',
    warmPairs: e.TOLK_WARM_PAIRS.split(',')
      .filter((pair) => pair.trim() !== '')
      .map((pair) => {
        const [from = '', to = ''] = pair.trim().split(':');
        return { from, to };
      }),
    queues: queuesConfig(e),
    maintenance: {
      sweepSeconds: e.TOLK_SWEEP_SECONDS,
      stuckAfterSeconds: e.TOLK_STUCK_AFTER_SECONDS,
      orphanAfterSeconds: e.TOLK_ORPHAN_AFTER_SECONDS,
    },
    sessionCacheSeconds: e.TOLK_SESSION_CACHE_SECONDS,
    functionCallsPerMinute: e.TOLK_FUNCTION_CALLS_PER_MINUTE,
    premiumLimits: {
      pagesPerMonth: e.PREMIUM_PAGES_PER_MONTH,
      storageBytes: e.PREMIUM_STORAGE_BYTES,
      imageTranslationsPerMonth: e.PREMIUM_IMAGES_PER_MONTH,
    },
    prices: {
      weekly: e.PRICE_WEEKLY,
      monthly: e.PRICE_MONTHLY,
      annual: e.PRICE_ANNUAL,
      currency: e.PRICE_CURRENCY,
    },
    stripe,
    revenueCatWebhookAuth: e.REVENUECAT_WEBHOOK_AUTH,
  };
}
