import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './vitest.sequencer.ts';

/**
 * The unit tests' password cost: src/identity/passwords.ts gets test/password-cost.ts in place of
 * its ./password-cost.ts (the reasons are in both files). Swapped here, in module resolution, so no
 * setting or call can lower the cost of a built server.
 */
function cheapPasswordsForTests(): Plugin {
  const testCost = fileURLToPath(new URL('packages/server/test/password-cost.ts', import.meta.url));
  return {
    name: 'tessera:cheap-passwords-for-tests',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './password-cost.ts' && importer?.endsWith('/src/identity/passwords.ts'))
        return testCost;
      return null;
    },
  };
}

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker; most server files wait on PostgreSQL, child
    // processes or timers rather than computing, so two files at a time nearly halve the suite.
    maxWorkers: 2,
    // Files share their worker's modules (isolate: false) rather than each starting afresh: a fresh
    // module graph and happy-dom for each of 145 client files cost 110 s of the suite, 20 s shared.
    // They can: no test mocks a module. A file that stubs globals puts them back after each test,
    // before its next file's imports and hooks run; unstubGlobals is the net for one that forgets
    // (vitest unstubs before every test).
    isolate: false,
    unstubGlobals: true,
    // A larger young generation for the workers: the fuzz files make and parse bodies of up to 1.2 MB
    // by the thousand, and a tenth of their time was the collector; 32 MB semi-spaces took 4–5% off
    // them (fuzz-sqlite-1 with access: 57–58 s against 60–63 s, alternating). Tests only: a server
    // process keeps its own flags (entries.ts), and production its 2 MB (package.json's start).
    execArgv: ['--max-semi-space-size=32'],
    // The longest files start first, with or without Vitest's cache (vitest.sequencer.ts says why).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      { extends: true, test: { name: 'core', include: ['packages/core/src/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'site', include: ['packages/site/src/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
      },
      {
        extends: true,
        test: {
          name: 'editor',
          include: ['packages/editor/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        extends: true,
        plugins: [cheapPasswordsForTests()],
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.{ts,tsx}'],
          globalSetup: ['packages/server/test/postgres-global-setup.ts'],
          // Sharing modules matters most here: each file importing the whole server again was about
          // 0.8 s a file, a sixth of the suite's time. No server test sets the environment, and each
          // builds its own app and database.
          // Two files share the two cores, so a test that hashes passwords or renders hundreds of
          // pages can take twice its time alone.
          testTimeout: 40_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
