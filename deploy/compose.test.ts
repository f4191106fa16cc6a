import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { PROVIDERS_ENV } from '@tolk/engine';
import { loadConfig } from '../apps/server/src/config.ts';
import {
  deployDir,
  interpolate,
  loadCompose,
  MissingVariableError,
  readDeployFile,
  serviceEnvironment,
  type Service,
} from './compose-file.ts';

// Docker does not run where the tests run: deploy/compose.yaml is checked against the Compose
// Specification's JSON schema (deploy/compose-spec.json, see deploy/README.md) and its topology
// against what README.md "Running at scale" promises.

const secrets = {
  POSTGRES_PASSWORD: 'pgsecret42',
  S3_ACCESS_KEY_ID: 'tolk-access-key',
  S3_SECRET_ACCESS_KEY: 'tolk-secret-access-key',
  BETTER_AUTH_SECRET: 'a-secret-of-more-than-thirty-two-characters',
};

const compose = loadCompose();
const service = (name: string): Service => {
  const found = compose.services[name];
  if (!found) throw new Error(`deploy/compose.yaml has no service ${name}`);
  return found;
};
const tolkRoles = ['api', 'worker'] as const;

function validateAgainstSchema(document: unknown) {
  // strictTypes off: the official schema uses union types and object keywords without `type`.
  const ajv = new Ajv2020({ allErrors: true, strictTypes: false });
  const validate = ajv.compile(JSON.parse(readDeployFile('compose-spec.json')));
  const valid = validate(document);
  return { valid, errors: ajv.errorsText(validate.errors) };
}

function healthcheckCommand(name: string): string {
  const test = service(name).healthcheck?.test;
  return Array.isArray(test) ? test.join(' ') : (test ?? '');
}

describe('deploy/compose.yaml', () => {
  it('is valid under the Compose Specification', () => {
    const result = validateAgainstSchema(compose);
    expect(result.errors).toBe('No errors');
    expect(result.valid).toBe(true);
  });

  it('would fail the schema check with a misspelt key', () => {
    const broken = loadCompose(readDeployFile('compose.yaml').replace('healthcheck:', 'helthcheck:'));
    expect(validateAgainstSchema(broken).valid).toBe(false);
  });

  it('runs two API and two worker replicas built from the repository Dockerfile', () => {
    const [api, worker] = tolkRoles.map(service);
    expect(api!.deploy?.replicas).toBe(2);
    expect(worker!.deploy?.replicas).toBe(2);
    expect(worker!.build).toEqual(api!.build);
    expect(worker!.image).toBe(api!.image);
    const build = api!.build!;
    const dockerfile = fileURLToPath(
      new URL(`${build.context}/${build.dockerfile ?? 'Dockerfile'}`, deployDir),
    );
    expect(dockerfile).toBe(fileURLToPath(new URL('../Dockerfile', import.meta.url)));
    expect(existsSync(dockerfile)).toBe(true);
    for (const role of tolkRoles) expect(service(role).environment?.TOLK_ROLE).toBe(role);
  });

  it('builds an image that sets itself up with the repository scripts and starts the server', () => {
    const dockerfile = readFileSync(new URL('../Dockerfile', import.meta.url), 'utf8');
    const scripts = [...dockerfile.matchAll(/^RUN .*?\b(scripts\/[\w./-]+)/gm)].map((match) => match[1]);
    expect(scripts).toEqual(['scripts/setup-system.sh', 'scripts/setup.sh', 'scripts/build-web-if-stale.ts']);
    const command = JSON.parse(/^CMD (.*)$/m.exec(dockerfile)![1]!) as string[];
    expect(command.slice(1)).toEqual(['apps/server/src/main.ts']);
    for (const file of [...scripts, ...command.slice(1)]) {
      expect(existsSync(new URL(`../${file}`, import.meta.url)), file).toBe(true);
    }
  });

  it('starts API and workers once PostgreSQL and S3 are healthy', () => {
    for (const role of tolkRoles) {
      expect(service(role).depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        s3: { condition: 'service_healthy' },
      });
    }
  });

  it('checks the health of PostgreSQL, S3, the proxy and each API replica (GET /api/health)', () => {
    expect(healthcheckCommand('postgres')).toContain('pg_isready');
    expect(healthcheckCommand('s3')).toContain('/healthz');
    expect(healthcheckCommand('api')).toContain("fetch('http://127.0.0.1:8080/api/health')");
    expect(healthcheckCommand('proxy')).toContain('/api/health');
  });

  it('puts the proxy in front: it alone is published, waits for a healthy API and round-robins over every replica', () => {
    const published = Object.entries(compose.services).filter(([, s]) => (s.ports ?? []).length > 0);
    expect(published.map(([name]) => name)).toEqual(['proxy']);
    expect(service('proxy').depends_on?.api).toEqual({ condition: 'service_healthy' });

    const mount = service('proxy').volumes?.find((volume) => volume.endsWith(':/etc/caddy/Caddyfile:ro'));
    expect(mount).toBe('./Caddyfile:/etc/caddy/Caddyfile:ro');
    const caddyfile = readFileSync(new URL('Caddyfile', deployDir), 'utf8');
    const apiPort = loadConfig(serviceEnvironment(service('api'), secrets)).port;
    expect(caddyfile).toMatch(new RegExp(`dynamic a \\{\\s*name api\\s*port ${apiPort}\\s`));
    expect(caddyfile).toMatch(/^\s*lb_policy round_robin$/m);
    expect(caddyfile).not.toMatch(/lb_policy (cookie|ip_hash|client_ip_hash|header|uri_hash)/);
  });

  it('gives every API and worker the same PostgreSQL, S3 bucket and auth secret', () => {
    const s3 = serviceEnvironment(service('s3'), secrets);
    for (const role of tolkRoles) {
      const config = loadConfig(serviceEnvironment(service(role), secrets));
      expect(config.role).toBe(role);
      expect(new URL(config.databaseUrl!).host).toBe('postgres:5432');
      expect(config.s3).toEqual({
        endpoint: 'http://s3:8333',
        bucket: s3.S3_BUCKET,
        accessKeyId: s3.AWS_ACCESS_KEY_ID,
        secretAccessKey: s3.AWS_SECRET_ACCESS_KEY,
        region: 'us-east-1',
      });
      expect(config.authSecret).toBe(secrets.BETTER_AUTH_SECRET);
    }
    const postgres = serviceEnvironment(service('postgres'), secrets);
    const databaseUrl = new URL(serviceEnvironment(service('api'), secrets).DATABASE_URL!);
    expect([databaseUrl.username, databaseUrl.password, databaseUrl.pathname]).toEqual([
      postgres.POSTGRES_USER,
      postgres.POSTGRES_PASSWORD,
      `/${postgres.POSTGRES_DB}`,
    ]);
    expect(loadConfig(serviceEnvironment(service('api'), secrets)).trustProxy).toBe(1);
  });

  it('refuses to start without each secret', () => {
    for (const name of Object.keys(secrets)) {
      const withoutIt = { ...secrets, [name]: undefined };
      expect(() => serviceEnvironment(service('api'), withoutIt), name).toThrow(MissingVariableError);
      expect(() => serviceEnvironment(service('api'), withoutIt), name).toThrow(name);
    }
  });

  it('sets only variables the server reads', () => {
    // config.ts and the config/ pieces it assembles: the environment's one reader, and the
    // providers' sections of the engine's catalogue it merges in.
    const configDir = new URL('../apps/server/src/config/', import.meta.url);
    const configSource = [
      new URL('../apps/server/src/config.ts', import.meta.url),
      ...readdirSync(configDir).map((name) => new URL(name, configDir)),
    ]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const known = new Set([
      ...[...configSource.matchAll(/^ {2}([A-Z][A-Z0-9_]*): /gm)].map((match) => match[1]),
      ...Object.keys(PROVIDERS_ENV),
    ]);
    expect(known.has('DATABASE_URL')).toBe(true);
    for (const role of tolkRoles) {
      const unknown = Object.keys(service(role).environment ?? {}).filter((name) => !known.has(name));
      expect(unknown, role).toEqual([]);
    }
  });
});

describe('interpolate', () => {
  it('reads variables as Compose does', () => {
    const env = { SET: 'value', EMPTY: '' };
    expect(interpolate('${SET}/${EMPTY:-default}/${EMPTY-kept}/$SET/$$SET', env)).toBe(
      'value/default//value/$SET',
    );
    expect(() => interpolate('${MISSING:?set MISSING}', env)).toThrow('MISSING: set MISSING');
    expect(() => interpolate('${EMPTY:?set EMPTY}', env)).toThrow(MissingVariableError);
    expect(interpolate('${EMPTY?never}', env)).toBe('');
  });
});
