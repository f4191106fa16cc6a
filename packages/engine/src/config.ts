// The engine's only reader of the environment: the providers' variables for the `tolk` CLI and the
// benchmarks. The server reads them among its own (apps/server/src/config.ts) and passes the result.
import { z } from 'zod';
import { EnvError } from './config/env-values.ts';
import { PROVIDERS_ENV, providersFromEnv, type ProvidersConfig } from './providers/index.ts';

/** The configured providers' options; EnvError naming each variable that is wrong. */
export function providersConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ProvidersConfig {
  const parsed = z.object(PROVIDERS_ENV).safeParse(env);
  if (!parsed.success)
    throw new EnvError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; '),
    );
  return providersFromEnv(parsed.data);
}
