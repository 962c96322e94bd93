import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker; most server files wait on PostgreSQL, child
    // processes or timers rather than computing, so two files at a time nearly halve the suite.
    maxWorkers: 2,
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'] } },
      {
        test: { name: 'site', include: ['packages/site/src/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
      },
      {
        test: {
          name: 'editor',
          include: ['packages/editor/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.{ts,tsx}'],
          globalSetup: ['packages/server/test/postgres-global-setup.ts'],
          // The files share their worker's modules rather than each importing the whole server again
          // (about 0.8 s a file, a sixth of the suite's time). They can: no server test mocks a
          // module, stubs a global or sets the environment, and each builds its own app and database.
          isolate: false,
          // Two files share the two cores, so a test that hashes passwords or renders hundreds of
          // pages can take twice its time alone.
          testTimeout: 40_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
