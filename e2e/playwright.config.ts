// End-to-end tests: Debian's Chromium against a really started server (e2e/global-setup.ts).
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PERSON_USER_AGENT } from './support/chromium.ts';

export default defineConfig({
  testDir: 'tests',
  outputDir: '.output/test-results',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  // The machine has two cores: one for the server, one or two for browsers.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  // Hang guards, not speed checks: the suite shares two cores with the server and two Chromiums, and a
  // test that passes alone in 20 s took over 30 s beside the accessibility walk (Chromium 156 makes
  // each new page a headless window: about 0.5 s of CPU). A slow test calls test.slow() (3×).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    // No trace unless asked for (E2E_TRACE=1): recording one for every test, to keep a failed test's,
    // was 15% of the suite's CPU even without its screencast (three files: 138 s of CPU with it,
    // 118 s without; 80 s against 70 s). A failure keeps its screenshot and the page's ARIA snapshot
    // (error-context.md); rerun the file with E2E_TRACE=1 for the whole trace.
    trace: process.env.E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    screenshot: 'only-on-failure',
    userAgent: PERSON_USER_AGENT,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // Also the browser's own: a beacon sent as a page goes away leaves with it, not the page's.
      // The GPU process's work (software compositing, with --disable-gpu) done in the browser's
      // process instead: one process fewer to hand every frame to. Three heavy files each way, the
      // suite's CPU 8% lower (156 → 144 s and 151 → 138 s of CPU, 101 → 93 s and 89 → 80 s).
      args: [
        ...CHROMIUM_ARGS,
        '--in-process-gpu',
        '--disable-gpu-compositing',
        `--user-agent=${PERSON_USER_AGENT}`,
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
});
