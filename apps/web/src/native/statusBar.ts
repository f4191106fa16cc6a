import { isNativePlatform } from '../api/config';

/**
 * The system status bar's text and icons follow the app's colour scheme: light on the dark theme,
 * dark on the light one (Style.Dark means "for a dark background"). Does nothing in a browser.
 */
export async function followColorScheme(scheme: 'light' | 'dark'): Promise<void> {
  if (!isNativePlatform()) return;
  const { StatusBar, Style } = await import('@capacitor/status-bar');
  try {
    await StatusBar.setStyle({ style: scheme === 'dark' ? Style.Dark : Style.Light });
  } catch (error) {
    // An older system without the call keeps its default bar; the app itself is unaffected.
    console.warn('The status bar style could not be set', error);
  }
}
