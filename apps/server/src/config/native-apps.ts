import type { z } from 'zod';
import { commaList, optionalText } from './env-values.ts';

// The native iOS and Android apps' identities: what the phones' operating systems check before they
// open a Tolk link in the app (app-links/), and which Google ID tokens the apps may sign in with.
// config.ts parses these variables with the rest of the environment.

/** The app id of capacitor.config.ts: the Android package and the iOS bundle unless told otherwise. */
export const DEFAULT_APP_ID = 'app.tolk';

/** A signing certificate's SHA-256 as keytool and Play Console print it: 32 upper-case hex bytes. */
const CERT_FINGERPRINT = /^[0-9A-F]{2}(:[0-9A-F]{2}){31}$/;

const appId = (pattern: RegExp, example: string) =>
  optionalText.refine(
    (value) => value === undefined || pattern.test(value),
    `must be an app id such as ${example}`,
  );

export const nativeAppsEnv = {
  ANDROID_PACKAGE_NAME: appId(/^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/, DEFAULT_APP_ID),
  ANDROID_CERT_SHA256: optionalText
    .refine(
      (value) => commaList(value).every((item) => CERT_FINGERPRINT.test(item)),
      'must be SHA-256 certificate fingerprints, comma-separated, each 32 upper-case hex bytes joined by colons (AB:CD:…)',
    )
    .transform(commaList),
  APPLE_TEAM_ID: optionalText.refine(
    (value) => value === undefined || /^[A-Z0-9]{10}$/.test(value),
    'must be the 10 upper-case letters and digits of an Apple developer team id',
  ),
  APPLE_APP_BUNDLE_IDENTIFIER: appId(/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, DEFAULT_APP_ID),
  GOOGLE_NATIVE_CLIENT_IDS: optionalText.transform(commaList),
};

type NativeAppsEnv = z.infer<z.ZodObject<typeof nativeAppsEnv>>;

export interface NativeAppsConfig {
  /** The Android app's package, and the fingerprints of the certificates it is signed with (none: no App Links). */
  android: { packageName: string; certFingerprints: string[] };
  /** The iOS app's team (none: no universal links) and bundle id. */
  ios: { teamId: string | undefined; bundleId: string };
}

export function nativeAppsConfig(env: NativeAppsEnv): NativeAppsConfig {
  return {
    android: {
      packageName: env.ANDROID_PACKAGE_NAME ?? DEFAULT_APP_ID,
      certFingerprints: env.ANDROID_CERT_SHA256,
    },
    ios: { teamId: env.APPLE_TEAM_ID, bundleId: env.APPLE_APP_BUNDLE_IDENTIFIER ?? DEFAULT_APP_ID },
  };
}
