import type { CapacitorConfig } from '@capacitor/cli';

// Native projects (android/, ios/) are generated with `npx cap add <platform>` when needed.
const config: CapacitorConfig = {
  appId: 'app.tolk',
  appName: 'Tolk',
  webDir: 'dist',
  ios: { contentInset: 'never' },
};

export default config;
