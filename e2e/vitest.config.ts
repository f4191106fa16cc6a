import { defineConfig } from 'vitest/config';

// End-to-end journeys: one started product, Chromium driven by playwright-core.
export default defineConfig({
  test: {
    root: 'e2e',
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
