import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

// deploy/compose.yaml as Docker Compose reads it, for the tests: YAML with merge keys (`<<:`),
// then, service by service, the variables interpolated as Compose does.

export const deployDir = new URL('./', import.meta.url);

export interface Healthcheck {
  test: string | string[];
}

export interface Service {
  image?: string;
  build?: { context: string; dockerfile?: string };
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  healthcheck?: Healthcheck;
  ports?: string[];
  volumes?: string[];
}

export interface ComposeFile {
  services: Record<string, Service>;
}

export function readDeployFile(name: string): string {
  return readFileSync(new URL(name, deployDir), 'utf8');
}

/** The file as parsed YAML: what the Compose Specification's schema describes. */
export function loadCompose(text = readDeployFile('compose.yaml')): ComposeFile {
  return parse(text, { merge: true }) as ComposeFile;
}

export class MissingVariableError extends Error {}

// ${NAME}, ${NAME:-default}, ${NAME-default}, ${NAME:?error}, ${NAME?error}, $NAME; $$ is a dollar.
const reference = /\$(?:\$|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}|([A-Za-z_][A-Za-z0-9_]*))/g;

/** One value with the variables of `env` put in, as Compose does (no nested references). */
export function interpolate(value: string, env: Record<string, string | undefined>): string {
  return value.replace(
    reference,
    (whole, braced?: string, colon?: string, operator?: string, operand?: string, bare?: string) => {
      if (whole === '$$') return '$';
      const name = (braced ?? bare)!;
      const current = env[name];
      const missing = current === undefined || (colon === ':' && current === '');
      if (!missing || operator === undefined) return current ?? '';
      if (operator === '-') return operand ?? '';
      throw new MissingVariableError(`${name}: ${operand}`);
    },
  );
}

/** A service's environment with the variables put in. */
export function serviceEnvironment(
  service: Service,
  env: Record<string, string | undefined>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([name, value]) => [name, interpolate(String(value), env)]),
  );
}
