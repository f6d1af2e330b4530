import os from 'node:os';
import { defineConfig } from 'vitest/config';

// The API test files build their own app on their own database (server/test/harness.ts) and share
// nothing but imported modules, so they run without a fresh module graph per file (importing the
// server cost more than the tests did) and at least two at a time, also on two cores, where Vitest
// would run one (docs/decisions/026-test-run-speed.md).
const apiTests = { include: ['server/**/*.test.ts'], isolate: false, testTimeout: 30_000, hookTimeout: 60_000 };

// Three projects: pure unit tests, API tests on embedded PGlite, the same API tests on PostgreSQL.
export default defineConfig({
  test: {
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      { test: { name: 'unit', include: ['core/**/*.test.ts', 'web/**/*.test.ts', 'scripts/**/*.test.ts'] } },
      { test: { name: 'api', globalSetup: ['server/test/pglite-snapshot.setup.ts'], ...apiTests } },
      {
        test: {
          name: 'api-pg',
          env: { TEST_DB: 'postgres' },
          globalSetup: ['server/test/postgres-template.setup.ts'],
          ...apiTests,
        },
      },
    ],
  },
});
