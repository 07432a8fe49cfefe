import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Issue 11's probes (fuzzing, idempotency, outage, isolation, strict input, sign-up limits) and
 * issue 26's quotes and Pay now (numbers, the customer's answer taken once, the public pages) on the
 * second engine: when the API tests run on a PostgreSQL server (TEST_DATABASE_URL, as in CI),
 * these files run once more on the embedded PGlite, after every other project. Crash durability
 * and graceful stop start both engines themselves.
 */
const API_PROBES_ON_PGLITE: TestProjectInlineConfiguration[] = process.env.TEST_DATABASE_URL
  ? [
      {
        test: {
          name: 'api-pglite',
          root: 'apps/api',
          include: [
            'test/fuzz.test.ts',
            'test/idempotency.test.ts',
            'test/outage.test.ts',
            'test/isolation.test.ts',
            'test/validation.test.ts',
            'test/sign-up-limits.test.ts',
            'test/quotes.test.ts',
            'test/quote-page.test.ts',
            'test/documents-pay-now.test.ts',
          ],
          env: { TEST_DATABASE_URL: '' },
          setupFiles: ['test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ]
  : [];

// One runner for the whole repository; each workspace is a project.
export default defineConfig({
  test: {
    // The JSON report feeds .ci/run's closing line (scripts/ci-summary.mjs).
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    projects: [
      {
        test: {
          name: 'core',
          root: 'packages/core',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // The query recorder's verdicts (test/query-recorder.ts, decision 070).
          setupFiles: ['test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        // The build's constants, as vite.config.ts defines them for the app.
        define: { __BUILD_HASH__: JSON.stringify('test') },
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'vite-plugins/**/*.test.ts'],
          environment: 'jsdom',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One real API server for the whole web project (the api adapter tests talk to it).
          globalSetup: ['src/test/global-setup.ts'],
          // The demo and local adapters loaded before each file (they load on demand in the app).
          setupFiles: ['src/test/data-adapters.ts'],
        },
      },
      {
        // The client sync against the real server (issue 9): the api app in process, the web
        // app's adapters in Node with a fake IndexedDB. Its own place, so neither workspace
        // imports the other (docs/architecture.md §2).
        define: { __BUILD_HASH__: JSON.stringify('test') },
        test: {
          name: 'sync',
          root: 'tests/sync',
          include: ['**/*.test.ts'],
          environment: 'node',
          testTimeout: 30 * 60_000,
          hookTimeout: 60_000,
        },
      },
      ...API_PROBES_ON_PGLITE,
    ],
  },
});
