import { Capacitor } from '@capacitor/core';

/**
 * Where the API lives. The web app is served by the API server, so '' (same origin). The native
 * app runs from capacitor://localhost and needs the server's origin, given at build time.
 */
export const API_BASE_URL: string = import.meta.env.VITE_API_URL ?? '';

export function isNativePlatform(): boolean {
  return Capacitor.isNativePlatform();
}

export type AppPlatform = 'ios' | 'android' | 'web';

export function appPlatform(): AppPlatform {
  const platform = Capacitor.getPlatform();
  return platform === 'ios' || platform === 'android' ? platform : 'web';
}

/**
 * The RevenueCat public SDK key of the platform the app runs on, given at build time ('' when none:
 * in-app purchases are then off). Read on each call, not at import, so tests can stub it.
 */
export function revenueCatApiKey(platform: AppPlatform = appPlatform()): string {
  if (platform === 'ios') return import.meta.env.VITE_REVENUECAT_IOS_KEY ?? '';
  if (platform === 'android') return import.meta.env.VITE_REVENUECAT_ANDROID_KEY ?? '';
  return '';
}

export function absoluteApiUrl(path: string): string {
  // No window when unit tests import this module; the browser always has one.
  const origin =
    API_BASE_URL || (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
  return `${origin}${path}`;
}

/**
 * The Google OAuth client the native sign-in sheet asks for, given at build time ('' when none:
 * Google is then not offered in the app). Android's Credential Manager wants the web client id
 * (the audience the server checks); iOS has a client of its own. Read on each call, like the keys above.
 */
export function googleNativeClientId(platform: AppPlatform = appPlatform()): string {
  if (platform === 'ios') return import.meta.env.VITE_GOOGLE_IOS_CLIENT_ID ?? '';
  if (platform === 'android') return import.meta.env.VITE_GOOGLE_WEB_CLIENT_ID ?? '';
  return '';
}
