import { Capacitor } from '@capacitor/core';

/**
 * Where the API lives. The web app is served by the API server, so '' (same origin). The native
 * app runs from capacitor://localhost and needs the server's origin, given at build time.
 */
export const API_BASE_URL: string = import.meta.env.VITE_API_URL ?? '';

export function isNativePlatform(): boolean {
  return Capacitor.isNativePlatform();
}

export function absoluteApiUrl(path: string): string {
  // No window when unit tests import this module; the browser always has one.
  const origin =
    API_BASE_URL || (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
  return `${origin}${path}`;
}
