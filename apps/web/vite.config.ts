import { defineConfig, type InlineConfig, type PluginOption, type ProxyOptions, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { firstScreenGroups } from './firstScreenChunks';
import { mantineStyles } from './mantineStyles';
import { ocrAssets } from './ocrAssets';
import { precompress } from './precompress';
import { sessionPreload } from './sessionPreload';

const apiTarget = process.env.TOLK_API_URL ?? 'http://localhost:8080';

// The API server serves dist/ and /api from one origin; in development Vite proxies /api to it and
// presents the request as coming from the API's own origin, which better-auth's origin check trusts.
const apiProxy: Record<string, ProxyOptions> = {
  '/api': {
    target: apiTarget,
    configure: (proxy) => proxy.on('proxyReq', (request) => request.setHeader('origin', apiTarget)),
  },
};

/**
 * Fewer, larger files: on a phone network every request costs a round trip. Everything the entry
 * imports statically is one `shell` chunk (React apart, as it changes less often than the app and
 * stays cached across releases); the first screens get a file or two each (./firstScreenChunks);
 * other screens, their libraries and the UI strings of each language are loaded lazily (issue 13).
 * No library-wide groups: a group is one file, fetched whole by the first screen that needs any of
 * it.
 */
function withGroups(groups: Rolldown.CodeSplittingGroup[], plugins: PluginOption[]): InlineConfig {
  return {
    // Named, as the first-screen analysis builds with this config outside Vite's own loading of it.
    root: import.meta.dirname,
    plugins: [react(), mantineStyles(), sessionPreload(), ...plugins],
    server: { proxy: apiProxy },
    preview: { proxy: apiProxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // No source maps in the production build: they are not shipped publicly (the server also
      // refuses any *.map). Debug with the dev server, which maps everything.
      sourcemap: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
              { name: 'shell', tags: ['$initial'], priority: 1 },
              ...groups,
            ],
          },
        },
      },
    },
  };
}

// `vite build --mode native` is the build the iOS/Android app bundles (with VITE_API_URL): the app
// reads its files from the phone as they are, so the .br/.gz copies the server sends are left out.
export default defineConfig(async ({ command, mode }) => {
  if (command !== 'build') return withGroups([], [ocrAssets()]);
  const firstScreens = await firstScreenGroups(withGroups([], []), import.meta.dirname);
  return withGroups(firstScreens, mode === 'native' ? [ocrAssets()] : [ocrAssets(), precompress()]);
});
