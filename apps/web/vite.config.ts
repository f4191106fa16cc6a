import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { ocrAssets } from './ocrAssets';
import { precompress } from './precompress';

const apiTarget = process.env.TOLK_API_URL ?? 'http://localhost:8080';

// The API server serves dist/ and /api from one origin; in development Vite proxies /api to it and
// presents the request as coming from the API's own origin, which better-auth's origin check trusts.
const apiProxy: Record<string, ProxyOptions> = {
  '/api': {
    target: apiTarget,
    configure: (proxy) => proxy.on('proxyReq', (request) => request.setHeader('origin', apiTarget)),
  },
};

export default defineConfig({
  plugins: [react(), ocrAssets(), precompress()],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in the production build: they are not shipped publicly (the server also refuses
    // any *.map). Debug with the dev server, which maps everything.
    sourcemap: false,
    // React changes less often than the app: its own chunk stays cached across releases. No catch-all
    // vendor or library-wide groups: a group is one chunk, loaded whole by the first screen that
    // needs any module of it, so libraries stay with the lazy screens that use them (issue 13).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
