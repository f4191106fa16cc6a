import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { providersConfig } from '../src/engine-host/engine-protocol.ts';

/** A signing certificate's SHA-256, as keytool prints it. */
const FINGERPRINT =
  '14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5';

describe('loadConfig', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tolk-config-test-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('applies the documented defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: dir,
      baseUrl: 'http://localhost:8080',
      databaseUrl: undefined,
      role: 'all',
      webDist: path.resolve('apps/web/dist'),
      google: undefined,
      apple: undefined,
      providers: {},
    });
    expect(config.trustedOrigins).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080']);
  });

  it('reads the pairs to warm up at boot: the default preference pair, a list, or none', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).warmPairs).toEqual([{ from: 'en', to: 'es' }]);
    expect(loadConfig({ DATA_DIR: dataDir(), TOLK_WARM_PAIRS: 'en:es, es:en' }).warmPairs).toEqual([
      { from: 'en', to: 'es' },
      { from: 'es', to: 'en' },
    ]);
    expect(loadConfig({ DATA_DIR: dataDir(), TOLK_WARM_PAIRS: '' }).warmPairs).toEqual([]);
    expect(() => loadConfig({ DATA_DIR: dataDir(), TOLK_WARM_PAIRS: 'en-es' })).toThrow(/TOLK_WARM_PAIRS/);
  });

  it('gives the engine a number of Apertium pipelines per pair only when told one', () => {
    const told = loadConfig({ DATA_DIR: dataDir(), TOLK_LOCAL_PIPELINES: '1' });
    expect(providersConfig(told).local).toEqual({ pipelinesPerPair: 1 });
    expect(providersConfig(loadConfig({ DATA_DIR: dataDir() })).local).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dataDir(), TOLK_LOCAL_PIPELINES: '0' })).toThrow(
      /TOLK_LOCAL_PIPELINES/,
    );
  });

  it('derives BASE_URL from PORT and keeps an explicit one without its trailing slash', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '3000' }).baseUrl).toBe('http://localhost:3000');
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '3000' }).trustedOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
    const explicit = loadConfig({ DATA_DIR: dataDir(), BASE_URL: 'https://tolk.example.com/' });
    expect(explicit.baseUrl).toBe('https://tolk.example.com');
    expect(explicit.trustedOrigins).toEqual(['https://tolk.example.com']);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ TOLK_ROLE: 'boss' }, 'TOLK_ROLE'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ BETTER_AUTH_SECRET: 'short' }, 'BETTER_AUTH_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, 'GOOGLE_CLIENT_SECRET'],
    [{ APPLE_CLIENT_SECRET: 'secret-only' }, 'APPLE_CLIENT_ID'],
    [{ TOLK_ROLE: 'worker' }, 'TOLK_ROLE=worker needs DATABASE_URL'],
    [{ LLM_BASE_URL: 'http://localhost:11434/v1' }, 'LLM_MODEL'],
    [{ LLM_MODEL: 'qwen3:8b' }, 'LLM_BASE_URL'],
    [{ DEEPL_FORMALITY: 'polite' }, 'DEEPL_FORMALITY'],
    [{ LLM_CONCURRENCY: '0' }, 'LLM_CONCURRENCY'],
    [{ ANDROID_CERT_SHA256: 'AB:CD:EF' }, 'ANDROID_CERT_SHA256'],
    [{ ANDROID_CERT_SHA256: FINGERPRINT.toLowerCase() }, 'ANDROID_CERT_SHA256'],
    [{ ANDROID_CERT_SHA256: FINGERPRINT.replaceAll(':', '') }, 'ANDROID_CERT_SHA256'],
    [{ ANDROID_CERT_SHA256: `${FINGERPRINT},${FINGERPRINT}:00` }, 'ANDROID_CERT_SHA256'],
    [{ ANDROID_PACKAGE_NAME: 'tolk' }, 'ANDROID_PACKAGE_NAME'],
    [{ APPLE_TEAM_ID: 'a1b2c3d4e5' }, 'APPLE_TEAM_ID'],
    [{ APPLE_TEAM_ID: 'A1B2C3D4E' }, 'APPLE_TEAM_ID'],
    [{ APPLE_TEAM_ID: 'A1B2C3D4E5F' }, 'APPLE_TEAM_ID'],
    [{ APPLE_APP_BUNDLE_IDENTIFIER: 'app tolk' }, 'APPLE_APP_BUNDLE_IDENTIFIER'],
    [{ GOOGLE_NATIVE_CLIENT_IDS: 'ios.apps.googleusercontent.com' }, 'GOOGLE_NATIVE_CLIENT_IDS'],
  ])('fails with a message naming the bad variable: %o', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(name);
  });

  it('reads TRUST_PROXY as off, on, a hop count or a list of proxies', () => {
    const trust = (TRUST_PROXY?: string) =>
      loadConfig({ DATA_DIR: dataDir(), ...(TRUST_PROXY ? { TRUST_PROXY } : {}) }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 10.0.0.0/8')).toEqual(['10.0.0.1', '10.0.0.0/8']);
  });

  it('splits the roles only on PostgreSQL', () => {
    expect(
      loadConfig({ DATA_DIR: dataDir(), TOLK_ROLE: 'api', DATABASE_URL: 'postgres://db/tolk' }).role,
    ).toBe('api');
  });

  it('generates an auth secret once and keeps it in DATA_DIR across restarts', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir() }).authSecret).not.toBe(first);
  });

  it('prefers BETTER_AUTH_SECRET and enables providers only with their keys', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      GOOGLE_CLIENT_ID: 'gid',
      GOOGLE_CLIENT_SECRET: 'gsecret',
      GOOGLE_TRANSLATE_API_KEY: 'key',
      TRUSTED_ORIGINS: 'http://localhost:5173, http://127.0.0.1:5173',
    });
    expect(config.authSecret).toBe('x'.repeat(40));
    expect(config.google).toEqual({ clientId: 'gid', clientSecret: 'gsecret', nativeClientIds: [] });
    expect(config.providers).toEqual({ google: { apiKey: 'key' } });
    expect(config.trustedOrigins).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
    ]);
  });

  it('reads the DeepL key and the model server with their options', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DEEPL_API_KEY: 'key:fx',
      DEEPL_FORMALITY: 'less',
      LLM_BASE_URL: 'http://localhost:11434/v1',
      LLM_MODEL: 'qwen3:8b',
      LLM_TOKENS_PER_MINUTE: '40000',
    });
    expect(config.providers.deepl).toEqual({ apiKey: 'key:fx', formality: 'less' });
    expect(config.providers.llm).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      model: 'qwen3:8b',
      concurrency: 2,
      tokensPerMinute: 40000,
    });
  });

  it('describes the native apps: app.tolk on both, no links until a certificate or team is given', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).nativeApps).toEqual({
      android: { packageName: 'app.tolk', certFingerprints: [] },
      ios: { teamId: undefined, bundleId: 'app.tolk' },
    });
    const other = FINGERPRINT.replace('14:6D', 'FF:00');
    const config = loadConfig({
      DATA_DIR: dataDir(),
      ANDROID_PACKAGE_NAME: 'app.tolk.beta',
      ANDROID_CERT_SHA256: ` ${FINGERPRINT}, ${other} `,
      APPLE_TEAM_ID: 'A1B2C3D4E5',
      APPLE_APP_BUNDLE_IDENTIFIER: 'app.tolk.beta',
      APPLE_CLIENT_ID: 'app.tolk.web',
      APPLE_CLIENT_SECRET: 'apple-secret',
    });
    expect(config.nativeApps).toEqual({
      android: { packageName: 'app.tolk.beta', certFingerprints: [FINGERPRINT, other] },
      ios: { teamId: 'A1B2C3D4E5', bundleId: 'app.tolk.beta' },
    });
    // The iOS app's Apple ID tokens name its bundle id as audience.
    expect(config.apple).toEqual({
      clientId: 'app.tolk.web',
      clientSecret: 'apple-secret',
      appBundleIdentifier: 'app.tolk.beta',
    });
  });

  it("accepts the native apps' Google client ids besides the web client's", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      GOOGLE_CLIENT_ID: 'web.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'gsecret',
      GOOGLE_NATIVE_CLIENT_IDS: 'ios.apps.googleusercontent.com, ',
    });
    expect(config.google?.nativeClientIds).toEqual(['ios.apps.googleusercontent.com']);
  });
});
