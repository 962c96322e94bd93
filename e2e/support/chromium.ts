// How this project launches Debian's Chromium: the end-to-end tests and the benchmark share it.
// The flags keep Chromium from reaching for the network on its own, which this machine refuses.
import { existsSync } from 'node:fs';

/**
 * Debian's headless shell (package chromium-headless-shell: the same Chromium, built without the
 * browser's windows) when installed, as Playwright itself prefers for headless runs: since
 * Chromium 132 `chromium --headless` opens a real (hidden) window for every page, and on this
 * 2-core machine a new page took 0.8–0.9 s with it against 0.4 s with the shell; the e2e suite took
 * 20.5 min with the shell, about 26 min without. Otherwise Debian's full Chromium.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium headless names itself HeadlessChrome, which isbot (rightly) takes for a bot, and the census
 * counts no bot: the suite browses as the person's browser it stands for, in each page (`userAgent`)
 * and in the browser itself (`--user-agent`: a beacon sent as a page goes away leaves with the
 * browser's). 26-analytics checks a bot's user agent is not counted.
 */
export const PERSON_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
