import type { NativeAppsConfig } from '../config/native-apps.ts';

// What Android and iOS download from the site before they let the native app open its links
// (Android App Links, iOS universal links and password autofill). Built from config only.

/** The site's paths the app opens itself (SPEC.md §2 "Native link handling"). */
export const APP_PATHS = [
  { path: '/auth/complete', comment: 'E-mail sign-in and address confirmation links' },
  { path: '/auth/complete/*' },
  { path: '/shared/*', comment: 'Shared documents' },
] as const;

/** Digital Asset Links for Android; undefined without a signing-certificate fingerprint. */
export function assetLinks(apps: NativeAppsConfig) {
  const { packageName, certFingerprints } = apps.android;
  if (certFingerprints.length === 0) return undefined;
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: packageName,
        sha256_cert_fingerprints: certFingerprints,
      },
    },
  ];
}

/**
 * apple-app-site-association for iOS; undefined without a team id. One detail carries both the
 * current keys (appIDs, components: iOS 13 and later) and the older ones (appID, paths, with the
 * empty `apps` list they need: iOS 12).
 */
export function appleAppSiteAssociation(apps: NativeAppsConfig) {
  const { teamId, bundleId } = apps.ios;
  if (!teamId) return undefined;
  const appId = `${teamId}.${bundleId}`;
  return {
    applinks: {
      apps: [],
      details: [
        {
          appIDs: [appId],
          components: APP_PATHS.map(({ path, ...rest }) => ({ '/': path, ...rest })),
          appID: appId,
          paths: APP_PATHS.map(({ path }) => path),
        },
      ],
    },
    webcredentials: { apps: [appId] },
  };
}
