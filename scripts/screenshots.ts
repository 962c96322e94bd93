// The README's screenshots, made again: `npm run build`, then `npx tsx scripts/screenshots.ts`.
// It starts the production build on a fresh data folder (port 3999, one process), photographs the demo
// site as a visitor sees it once the popup is closed and the cookie banner accepted, signs in as the
// demo's owner and photographs the editor, then stops the server and removes the folder. It writes
// docs/images/demo.png and docs/images/editor.png at 1280 × 800; `pngquant` (apt-get install pngquant)
// makes them smaller when it is installed.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PERSON_USER_AGENT } from '../e2e/support/chromium.ts';

const ROOT = join(import.meta.dirname, '..');
const OUT = join(ROOT, 'docs/images');
const PORT = 3999;
const PASSWORD = 'docs-pass-123';
const SITE = `http://demo.localhost:${PORT}`;

async function waitForHealth(server: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not answer /api/health within 60 s');
}

/** Closes the popup and accepts the cookie banner where they are shown. */
async function asAReturningVisitor(page: Page): Promise<void> {
  const close = page.getByRole('dialog').getByRole('button', { name: 'Close' });
  await close.waitFor({ timeout: 3_000 }).catch(() => {});
  if (await close.isVisible()) await close.click();
  const accept = page.getByRole('button', { name: 'Accept' });
  if (await accept.isVisible()) await accept.click();
}

function compress(file: string): void {
  const result = spawnSync('pngquant', [
    '--force',
    '--skip-if-larger',
    '--quality=70-95',
    '--output',
    file,
    file,
  ]);
  if (result.error) console.log('pngquant not installed: the PNG is kept as Chromium wrote it');
  console.log(`${file}: ${Math.round(statSync(file).size / 1024)} KB`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'tessera-screenshots-'));
const server = spawn(
  process.execPath,
  ['--max-semi-space-size=2', join(ROOT, 'packages/server/dist/main.js')],
  {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      WORKERS: '1',
      TESSERA_ADMIN_PASSWORD: PASSWORD,
    },
    stdio: 'ignore',
  },
);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, `--user-agent=${PERSON_USER_AGENT}`],
});
try {
  await waitForHealth(server);
  mkdirSync(OUT, { recursive: true });
  const page = await browser.newPage({
    viewport: { width: 1280, height: 800 },
    userAgent: PERSON_USER_AGENT,
  });

  await page.goto(`${SITE}/`);
  await asAReturningVisitor(page);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(OUT, 'demo.png') });
  compress(join(OUT, 'demo.png'));

  await page.goto(`${SITE}/config/`);
  await page.getByLabel('Email').fill('owner@example.com');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000); // the editor frame's page and its fonts settle
  await page.screenshot({ path: join(OUT, 'editor.png') });
  compress(join(OUT, 'editor.png'));
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
