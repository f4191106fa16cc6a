import { availableParallelism } from 'node:os';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files that spend minutes waiting on processes they kill and restart: started first, they wait
 * while the other workers run everything else, instead of making the run's tail.
 */
const LONG_WAITS = ['apps/server/test/faults/kill-restart.test.ts', 'apps/server/test/worker-kill.test.ts'];

/** Unit test files that replace one of our modules (vi.mock): each needs a module graph of its own. */
const MODULE_MOCKS = ['packages/engine/test/image/ocr-cache.test.ts'];

class LongWaitsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONG_WAITS.findIndex((path) => file.moduleId.endsWith(path));
      return index === -1 ? LONG_WAITS.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// Unit and integration tests of every workspace in three projects, each runnable alone
// (`vitest run --project server`) and each file by its path; e2e has its own config
// (e2e/vitest.config.ts).
export default defineConfig({
  test: {
    // Deadlines that only bound a hang: a test waits for what it expects, however busy the machine.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: 'forks',
    // Most server files wait (on a job, a child process, a socket), so a worker more than the
    // cores keeps the CPU busy; Vitest's default on two cores is one worker for everything.
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: LongWaitsFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          // A worker's files share its modules and so its databases (see test/harness.ts):
          // starting PGlite and migrating is the slow part of a file.
          isolate: false,
          // Workers that open and drop PGlite databases beside engine threads crashed Node 24 now and
          // then (V8 "Check failed: jit_page_->allocations_.erase", nodejs/node#64500): 5 runs of 25
          // of secrets + fair-queues together, none of 14 with wasm code kept once compiled.
          execArgv: ['--no-wasm-code-gc'],
          globalSetup: ['apps/server/test/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          // One module graph a worker, as the server's: loading the engine (pdf.js, fonts, OCR)
          // for every file again took half the project's CPU (289 s against 141 s, measured).
          isolate: false,
          exclude: [...configDefaults.exclude, ...MODULE_MOCKS],
          include: [
            'packages/*/src/**/*.test.ts',
            // The lint rules of our own (eslint/).
            'eslint/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            // Unit tests of the e2e fixtures (no browser, no started product).
            'e2e/fixtures/**/*.test.ts',
            // Unit tests of the benchmarks' own readers (the benchmarks themselves are never run as tests).
            'bench/**/*.test.ts',
            // The deployment files (deploy/compose.yaml against the Compose Specification's schema).
            'deploy/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: { name: 'unit-module-mocks', include: MODULE_MOCKS },
      },
    ],
  },
});
