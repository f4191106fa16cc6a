import { defineConfig } from 'vitest/config';

// Unit and integration tests of every workspace; e2e has its own config (e2e/vitest.config.ts).
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/test/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      // Unit tests of the e2e fixtures (no browser, no started product).
      'e2e/fixtures/**/*.test.ts',
      // Unit tests of the benchmarks' own readers (the benchmarks themselves are never run as tests).
      'bench/**/*.test.ts',
      // The deployment files (deploy/compose.yaml against the Compose Specification's schema).
      'deploy/**/*.test.ts',
    ],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
