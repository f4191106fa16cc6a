import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server serves dist/ and /api from one origin; in development Vite proxies /api to it.
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': { target: process.env.TOLK_API_URL ?? 'http://localhost:8080', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: process.env.TOLK_API_URL ?? 'http://localhost:8080', changeOrigin: false } },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
