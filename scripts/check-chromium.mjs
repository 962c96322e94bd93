// The end-to-end tests drive Debian's Chromium; say exactly what to install rather than skipping.
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(
    `End-to-end tests need Chromium at ${path}, and it is not there.\n` +
      'Install it with:  sudo apt-get install -y chromium\n' +
      '(or set CHROMIUM_PATH to a Chromium binary). No browser is downloaded by the tests.',
  );
  process.exit(1);
}
