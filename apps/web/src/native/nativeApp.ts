import { App } from '@capacitor/app';
import { isNativePlatform } from '../api/config';
import { STORAGE_KEYS, storage } from '../api/storage';
import { currentPath, navigateTo } from '../app/router/navigation';
import { handlePaymentUrl } from './cardPayment';
import { classifyAppLink } from './links';

/** A URL that opened the app (deep link / universal link). */
export function handleAppUrl(url: string): void {
  const link = classifyAppLink(url);
  if (link.kind === 'auth') {
    storage.set(STORAGE_KEYS.pendingAuthLink, url);
    navigateTo(link.path);
  } else if (link.kind === 'payment') {
    handlePaymentUrl(url);
  } else if (link.kind === 'shared') {
    navigateTo(link.path);
  }
}

/**
 * The native wrapper start-up module: deep links and the hardware back button. Does nothing in a
 * browser. The back button goes back (home when there is no history), and on '/' exits the app.
 */
export async function initNativeApp(): Promise<void> {
  if (!isNativePlatform()) return;
  document.documentElement.dataset.native = 'true';
  await App.addListener('appUrlOpen', ({ url }) => handleAppUrl(url));
  await App.addListener('backButton', ({ canGoBack }) => {
    if (currentPath() === '/') void App.exitApp();
    else if (canGoBack) window.history.back();
    else navigateTo('/');
  });
}
