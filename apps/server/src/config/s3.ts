import type { z } from 'zod';
import { ConfigError, optionalText, optionalUrl } from './env-values.ts';

// File storage in an S3-compatible bucket instead of DATA_DIR. config.ts parses these variables
// with the rest of the environment.

export const s3Env = {
  S3_ENDPOINT: optionalUrl('for example http://localhost:9000'),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_REGION: optionalText,
};

type S3Env = z.infer<z.ZodObject<typeof s3Env>>;

export interface S3Config {
  endpoint: string | undefined;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** Undefined when no S3 variable is set; a bucket without its keys (or keys without one) is refused. */
export function s3Config(env: S3Env): S3Config | undefined {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!bucket && !accessKeyId && !secretAccessKey && !env.S3_ENDPOINT) return undefined;
  if (!bucket || !accessKeyId || !secretAccessKey) {
    const missing = Object.entries({
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    })
      .filter(([, value]) => !value)
      .map(([name]) => name);
    throw new ConfigError(
      `Invalid environment: ${missing.join(', ')} required when S3 storage is configured`,
    );
  }
  return {
    endpoint: env.S3_ENDPOINT,
    bucket,
    accessKeyId,
    secretAccessKey,
    region: env.S3_REGION ?? 'us-east-1',
  };
}
