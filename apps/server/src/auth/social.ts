import type { Config } from '../config.ts';

/**
 * Google and Apple, each only when its client id is configured. Both also accept the native
 * app's ID-token sign-in (POST /api/auth/sign-in/social with `idToken`).
 */
export function socialProviders(config: Config) {
  return {
    ...(config.google && {
      google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret },
    }),
    ...(config.apple && {
      apple: {
        clientId: config.apple.clientId,
        clientSecret: config.apple.clientSecret,
        ...(config.apple.appBundleIdentifier && { appBundleIdentifier: config.apple.appBundleIdentifier }),
      },
    }),
  };
}
