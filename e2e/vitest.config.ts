import { defineConfig } from 'vitest/config';

// End-to-end journeys: one started product, Chromium driven by playwright-core.
export default defineConfig({
  test: {
    root: 'e2e',
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    // Deadlines that only bound a hang: a journey waits for what the user would see.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    // expect.poll's default of 1 s is a guess at the machine's speed; 30 s only bounds a hang.
    expect: { poll: { timeout: 30_000 } },
  },
});
