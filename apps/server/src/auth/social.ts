import type { Config } from '../config.ts';

/**
 * Google and Apple, each only when its client id is configured. Both also accept the native
 * app's ID-token sign-in (POST /api/auth/sign-in/social with `idToken`): Google's tokens name the
 * web client (Android) or the iOS app's own client as audience, the first id being the one the web
 * redirect flow uses. Apple's name the iOS bundle id (native sheet) or the Services ID (Apple's web
 * flow, which the Android app goes through).
 */
export function socialProviders(config: Config) {
  return {
    ...(config.google && {
      google: {
        clientId: [config.google.clientId, ...config.google.nativeClientIds],
        clientSecret: config.google.clientSecret,
      },
    }),
    ...(config.apple && {
      apple: {
        clientId: config.apple.clientId,
        clientSecret: config.apple.clientSecret,
        appBundleIdentifier: config.apple.appBundleIdentifier,
        audience: [config.apple.appBundleIdentifier, config.apple.clientId],
      },
    }),
  };
}
