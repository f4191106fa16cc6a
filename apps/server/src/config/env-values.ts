import { EnvError, together as engineTogether } from '@tolk/engine';

// The value types of the environment (the engine's, which its providers' sections use too), for
// config.ts and the config/ pieces it assembles.
export { commaList, optionalText, optionalUrl } from '@tolk/engine';

/** A variable set wrong or half set; startup stops and says which. */
export class ConfigError extends Error {}

/** An EnvError from a section's own checks, as the ConfigError startup reports. */
export function asConfigError(error: unknown): unknown {
  return error instanceof EnvError ? new ConfigError(`Invalid environment: ${error.message}`) : error;
}

/** Two variables that go together: both values, or undefined for neither; half is refused, not ignored. */
export function together(
  names: readonly [string, string],
  values: readonly [string | undefined, string | undefined],
): readonly [string, string] | undefined {
  try {
    return engineTogether(names, values);
  } catch (error) {
    throw asConfigError(error);
  }
}
