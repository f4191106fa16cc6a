/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API server for the native app (the web app uses its own origin). */
  readonly VITE_API_URL?: string;
  /** RevenueCat public SDK keys of the App Store and Google Play apps (in-app subscriptions). */
  readonly VITE_REVENUECAT_IOS_KEY?: string;
  readonly VITE_REVENUECAT_ANDROID_KEY?: string;
  /** Google's OAuth client ids for native sign-in: the web one (Android, and the server's), iOS's own. */
  readonly VITE_GOOGLE_WEB_CLIENT_ID?: string;
  readonly VITE_GOOGLE_IOS_CLIENT_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Mantine's base stylesheet (apps/web/mantineStyles.ts). */
declare module 'virtual:mantine-styles';
