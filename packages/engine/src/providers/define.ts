import type { z } from 'zod';
import { EngineError, type Provider, type ProviderName } from '../types.ts';

/**
 * One translation provider as the rest of the code knows it: the environment variables that
 * configure it, the options they make, whether this machine can use it, the secrets no log may
 * show, and how to create it. catalogue.ts lists every one; the CLI, the server's config and
 * /api/health are derived from that list.
 */
export interface ProviderEntry<Shape extends z.ZodRawShape, Options> {
  /** Its environment variables, merged into the server's schema (and read alone by the CLI). */
  env: Shape;
  /** Its options from those variables, or undefined when they do not configure it; EnvError for half a configuration. */
  fromEnv(env: z.output<z.ZodObject<Shape>>): Options | undefined;
  /** Those variables in a sentence, for the CLI's usage. */
  envHelp: string;
  /** Whether it can translate here (default: its variables configure it); local: its program on the PATH. */
  usable?(options: Options | undefined, searchPath: string): boolean;
  /** Values among its options a log line must never show. */
  secrets(options: Options): (string | undefined)[];
  /** The provider; EngineError 'provider-unavailable' when it needs options it was not given. */
  create(options: Options | undefined): Provider;
}

export const defineProvider = <Shape extends z.ZodRawShape, Options>(
  entry: ProviderEntry<Shape, Options>,
): ProviderEntry<Shape, Options> => entry;

/** The options a provider cannot be created without, or its 'provider-unavailable' error. */
export function requireOptions<Options>(
  name: ProviderName,
  options: Options | undefined,
  need: string,
): Options {
  if (options === undefined)
    throw new EngineError(
      'provider-unavailable',
      `The ${name} provider is not configured: it needs ${need}.`,
    );
  return options;
}
