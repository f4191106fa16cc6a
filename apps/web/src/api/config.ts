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
  return `${API_BASE_URL || window.location.origin}${path}`;
}
