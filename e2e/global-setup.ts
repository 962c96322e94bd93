// Starts the real server as it ships (the production build, packages/server/dist/main.js, under plain
// node, two serving processes sharing the port) on a free port with a fresh data folder, waits for
// GET /api/health, and tells the tests where it is.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { CHROMIUM_PATH } from './support/chromium.ts';
import { switchOffDemoPopup } from './support/demo-popup.ts';
import { freePort } from './support/free-port.ts';
import { productionEnv, productionNodeArgs } from './support/production-command.ts';
import { ENV, type ServerState } from './support/server-env.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_ARGS = productionNodeArgs();
const SERVER_ENTRY = SERVER_ARGS.at(-1) ?? '';
const BUILT_FILES = [
  'packages/site/dist/.vite/manifest.json',
  'packages/editor/dist/.vite/manifest.json',
  SERVER_ENTRY,
];
const START_TIMEOUT_MS = 60_000;
const ADMIN_EMAIL = 'owner@example.com';

function checkPrerequisites(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}. Install Debian's package: sudo apt-get install chromium-headless-shell (or chromium, or set CHROMIUM_PATH).`,
    );
  }
  const missing = BUILT_FILES.filter((file) => !existsSync(join(ROOT, file)));
  if (missing.length > 0) {
    throw new Error(
      `The server and client bundles are not built (${missing.join(', ')}). Run \`npm run build\` first.`,
    );
  }
}

/** Resolves once /api/health answers 200; rejects if the server exits or the time runs out. */
async function waitForHealth(child: ChildProcess, port: number, logFile: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let exited: string | null = null;
  child.once('exit', (code, signal) => {
    exited = `exited with ${signal ?? `code ${code}`}`;
  });
  while (Date.now() < deadline) {
    if (exited) break;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-4000) : '';
  throw new Error(
    `The server did not become healthy on port ${port} (${exited ?? 'timed out'}).\n--- server log ---\n${log}`,
  );
}

/**
 * The data folder as the first start left it (the owner and the seeded demo site, its popup still
 * on), for the servers tests start of their own (support/own-server.ts): seeding the demo again took
 * about 1.8 s of CPU for each of them. The database is copied with VACUUM INTO, a consistent copy
 * while the server runs.
 */
function saveSeedTemplate(dataDir: string, templateDir: string): void {
  mkdirSync(templateDir);
  cpSync(join(dataDir, 'assets'), join(templateDir, 'assets'), { recursive: true });
  const db = new Database(join(dataDir, 'tessera.sqlite'), { readonly: true });
  try {
    db.prepare('vacuum into ?').run(join(templateDir, 'tessera.sqlite'));
  } finally {
    db.close();
  }
}

export default async function globalSetup(): Promise<void> {
  checkPrerequisites();
  const tempDir = mkdtempSync(join(tmpdir(), 'tessera-e2e-'));
  const dataDir = join(tempDir, 'data');
  mkdirSync(dataDir);
  const logFile = join(tempDir, 'server.log');
  const adminPassword = `e2e-${randomBytes(9).toString('base64url')}`;

  // A port that was free a moment ago can be taken in between: try a few.
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const appDomain = `localhost:${port}`;
    const logFd = openSync(logFile, 'a');
    const child = spawn(process.execPath, SERVER_ARGS, {
      cwd: ROOT,
      env: {
        ...process.env,
        ...productionEnv(),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        APP_DOMAIN: appDomain,
        TESSERA_ADMIN_EMAIL: ADMIN_EMAIL,
        TESSERA_ADMIN_PASSWORD: adminPassword,
        DATABASE_URL: '',
        // A change made through one process must reach the other's cached pages for the tests to pass.
        WORKERS: '2',
        LOG_LEVEL: process.env.TESSERA_E2E_LOG_LEVEL || 'warn',
      },
      stdio: ['ignore', logFd, logFd],
    });
    closeSync(logFd);
    try {
      await waitForHealth(child, port, logFile);
    } catch (error) {
      lastError = error;
      child.kill('SIGKILL');
      continue;
    }
    try {
      saveSeedTemplate(dataDir, join(tempDir, 'seed'));
      await switchOffDemoPopup(port, appDomain, { email: ADMIN_EMAIL, password: adminPassword });
    } catch (error) {
      child.kill('SIGKILL');
      rmSync(tempDir, { recursive: true, force: true });
      throw error;
    }
    const stateFile = join(tempDir, 'state.json');
    const state: ServerState = { pid: child.pid ?? -1, tempDir };
    writeFileSync(stateFile, JSON.stringify(state));
    process.env[ENV.port] = String(port);
    process.env[ENV.appDomain] = appDomain;
    process.env[ENV.adminEmail] = ADMIN_EMAIL;
    process.env[ENV.adminPassword] = adminPassword;
    process.env[ENV.stateFile] = stateFile;
    process.env[ENV.seedTemplate] = join(tempDir, 'seed');
    return;
  }
  rmSync(tempDir, { recursive: true, force: true });
  throw lastError;
}
