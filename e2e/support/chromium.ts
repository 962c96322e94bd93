// How this project launches Debian's Chromium: the end-to-end tests and the benchmark share it.
// The flags keep Chromium from reaching for the network on its own, which this machine refuses.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
