import { describe, expect, it } from 'vitest';
import { configuredSecrets, createLogger } from './logger.ts';
import { REDACTED, redactSecrets, secretForms } from './redact.ts';

const R = REDACTED;

describe('redactSecrets', () => {
  it.each([
    [
      '/api/auth/verify-email?token=abc.def-ghi&callbackURL=%2F',
      `/api/auth/verify-email?token=${R}&callbackURL=%2F`,
    ],
    ['/api/auth/magic-link/verify?token=AbCd1234', `/api/auth/magic-link/verify?token=${R}`],
    ['/api/files/f1?exp=1700000000&sig=Zm9vYmFy_-', `/api/files/f1?exp=1700000000&sig=${R}`],
    [
      'request to https://translation.googleapis.com/language/translate/v2?key=AIzaSyA-1_x failed',
      `request to https://translation.googleapis.com/language/translate/v2?key=${R} failed`,
    ],
    ['/api/auth/callback/google?state=s1&code=4%2F0Ab', `/api/auth/callback/google?state=${R}&code=${R}`],
    // A link carried inside another link's parameter, percent-encoded.
    [
      '/auth/complete?link=http%3A%2F%2Fh%2Fapi%2Fauth%2Fmagic-link%2Fverify%3Ftoken%3Dsecret123%26callbackURL%3D%2F',
      `/auth/complete?link=http%3A%2F%2Fh%2Fapi%2Fauth%2Fmagic-link%2Fverify%3Ftoken%3D${R}%26callbackURL%3D%2F`,
    ],
    [
      'https://bucket.s3/x?X-Amz-Signature=abcdef&X-Amz-Expires=60',
      `https://bucket.s3/x?X-Amz-Signature=${R}&X-Amz-Expires=60`,
    ],
    ['/shared/3f9a7c?download=1', `/shared/${R}?download=1`],
    ['/api/shared/3f9a7c/files/translated', `/api/shared/${R}/files/translated`],
    ['/api/auth/reset-password/tok123?callbackURL=/', `/api/auth/reset-password/${R}?callbackURL=/`],
    ['Authorization: Bearer eyJhbGciOi.x.y', `Authorization: Bearer ${R}`],
    ['DeepL-Auth-Key 0f1e2d3c:fx', `DeepL-Auth-Key ${R}`],
    ['{"Ocp-Apim-Subscription-Key":"k3y\\"q","x":1}', `{"Ocp-Apim-Subscription-Key":"${R}","x":1}`],
    ['{"headers":{"authorization":"Basic dXNlcjpw"}}', `{"headers":{"authorization":"${R}"}}`],
    [
      'connect postgres://tolk:s3cret@db:5432/tolk failed',
      `connect postgres://tolk:${R}@db:5432/tolk failed`,
    ],
  ])('%s', (text, expected) => {
    expect(redactSecrets(text)).toBe(expected);
  });

  it('leaves ordinary text, parameters and ports alone', () => {
    const text =
      '/api/fn/listTranslations?monkey=1&keyword=a&exp=17 http://127.0.0.1:8080/path {"tokens":12,"key":3} Basic plan';
    expect(redactSecrets(text)).toBe(text);
  });

  it('redacts configured values wherever they appear, as they are and percent-encoded', () => {
    const secrets = secretForms(['p@ss/w0rd!', 'short', undefined]);
    expect(secrets).toEqual(['p%40ss%2Fw0rd!', 'p@ss/w0rd!']);
    expect(redactSecrets('a p@ss/w0rd! b p%40ss%2Fw0rd! c short', secrets)).toBe(`a ${R} b ${R} c short`);
  });

  it('finds the configured secrets of every service', () => {
    const secrets = configuredSecrets({
      authSecret: 'auth-secret-0123456789',
      databaseUrl: 'postgres://u:db-p%40ss@h/d',
      providers: { google: { apiKey: 'google-key-1' }, azure: { apiKey: 'azure-key-2' } },
      stripe: {
        secretKey: 'sk_test_123456',
        webhookSecret: 'whsec_123456',
        priceIds: { weekly: 'w', monthly: 'm', annual: 'a' },
        endpoint: undefined,
        publishableKey: undefined,
      },
    });
    for (const value of [
      'auth-secret-0123456789',
      'db-p@ss',
      'google-key-1',
      'azure-key-2',
      'sk_test_123456',
      'whsec_123456',
    ])
      expect(secrets).toContain(value);
  });
});

describe('the logger', () => {
  it('writes every line redacted, child loggers and errors included', () => {
    const lines: string[] = [];
    const log = createLogger(
      { logLevel: 'info', providers: { google: { apiKey: 'configured-key' } } },
      { write: (line: string) => void lines.push(line) },
    );
    log
      .child({ reqId: 'r1' })
      .info({ req: { url: '/api/auth/verify-email?token=t0k3n' } }, 'incoming request');
    log.warn({ err: new Error('request to https://h/v2?key=configured-key failed') }, 'failed');
    log.info('header x-goog-api-key was configured-key');
    const text = lines.join('');
    expect(lines).toHaveLength(3);
    expect(text).not.toMatch(/t0k3n|configured-key/);
    expect(text).toContain(`token=${R}`);
  });
});
