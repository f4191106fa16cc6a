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
    // Libraries change less often than the app: separate chunks stay cached across releases.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/ },
            { name: 'icons', test: /node_modules[\\/]@tabler[\\/]/ },
            // Loaded on demand (PDF thumbnails and previews), so kept out of the eager vendor chunk.
            { name: 'pdfjs', test: /node_modules[\\/]pdfjs-dist[\\/]/ },
            // Loaded only when live camera reading starts.
            { name: 'tesseract', test: /node_modules[\\/](tesseract\.js|regenerator-runtime|is-url)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
