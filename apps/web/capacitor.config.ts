import type { CapacitorConfig } from '@capacitor/cli';

// The iOS and Android projects in ./ios and ./android are generated from this file by the
// Capacitor CLI and kept as source; `npm run native:sync` (scripts/native-sync.sh) copies the web
// build and the plugins into them. apps/web/README.md has the commands to build and run them.
const config: CapacitorConfig = {
  appId: 'app.tolk',
  appName: 'Tolk',
  webDir: 'dist',
  // The web content runs under the iOS status bar; the app pads itself by the safe area.
  ios: { contentInset: 'never' },
  plugins: {
    // Only the providers Tolk offers are bundled (Facebook's SDK and Twitter's flow are left out).
    SocialLogin: { providers: { google: true, apple: true, facebook: false, twitter: false } },
    // Android draws the app edge to edge too; env(safe-area-inset-*) then holds the bars' sizes.
    SystemBars: { insetsHandling: 'css', initialViewportFitValueHint: 'cover' },
  },
};

export default config;
