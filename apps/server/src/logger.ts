import { pino, type DestinationStream, type Logger } from 'pino';
import { providerSecrets } from '@tolk/engine';
import type { Config } from './config.ts';
import { redactSecrets, secretForms } from './redact.ts';

export type { Logger };

type SecretSettings = Pick<
  Config,
  | 'authSecret'
  | 'smtpUrl'
  | 'databaseUrl'
  | 'google'
  | 'apple'
  | 'providers'
  | 's3'
  | 'stripe'
  | 'revenueCatWebhookAuth'
>;

/** The configured values no log line may show, whatever carries them (an error, a URL, a header). */
export function configuredSecrets(config: Partial<SecretSettings>): string[] {
  const password = (url: string | undefined) => {
    try {
      return url ? decodeURIComponent(new URL(url).password) : undefined;
    } catch {
      return undefined;
    }
  };
  return secretForms([
    config.authSecret,
    password(config.smtpUrl),
    password(config.databaseUrl),
    config.google?.clientSecret,
    config.apple?.clientSecret,
    ...providerSecrets(config.providers ?? {}),
    config.s3?.secretAccessKey,
    config.stripe?.secretKey,
    config.stripe?.webhookSecret,
    config.revenueCatWebhookAuth,
  ]);
}

/**
 * The process's logger. Every line is redacted as it is written (redact.ts): request URLs carry
 * verification tokens, signed-link signatures and share ids, and a provider's error can carry the
 * URL with its API key; no caller has to remember to clean what it logs. `destination` is for
 * tests that read what was logged.
 */
export function createLogger(
  config: Pick<Config, 'logLevel'> & Partial<SecretSettings>,
  destination?: DestinationStream,
): Logger {
  const secrets = configuredSecrets(config);
  const options = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    hooks: { streamWrite: (line: string) => redactSecrets(line, secrets) },
  };
  return destination ? pino(options, destination) : pino(options);
}
