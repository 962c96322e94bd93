// A Tessera server of a test's own: the production build (as global-setup starts it), one process,
// with a data folder of its own and the environment the test needs (an SMTP_URL, say). For tests that
// must change how the server is configured without touching the suite's shared server.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, cpSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { test } from '@playwright/test';
import { switchOffDemoPopup } from './demo-popup.ts';
import { freePort } from './free-port.ts';
import { productionEnv, productionNodeArgs } from './production-command.ts';
import { ENV } from './server-env.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const MOVABLE_CLOCK = pathToFileURL(join(ROOT, 'e2e/support/movable-clock.mjs')).href;

export interface OwnServer {
  demoUrl: string;
  owner: { email: string; password: string };
  /** Its data folder (the SQLite file is tessera.sqlite in it), for tests that read what it stored */
  dataDir: string;
  stop(): Promise<void>;
  /** Moves the server's clock forward (a server started with movableClock only) */
  moveClock(ms: number): Promise<void>;
}

export interface OwnServerOptions {
  /** Keep the demo's popup overlay on (24-overlays) */
  demoPopup?: boolean;
  /** A clock the test moves with moveClock (support/movable-clock.mjs), for scheduled work */
  movableClock?: boolean;
}

/**
 * `demoPopup`: keep the demo's popup overlay on (24-overlays). Off by default, as on the shared
 * server (support/demo-popup.ts): a modal in front of every new visitor's page is not what other
 * tests test.
 */
export async function startOwnServer(
  env: Record<string, string>,
  { demoPopup = false, movableClock = false }: OwnServerOptions = {},
): Promise<OwnServer> {
  const tempDir = mkdtempSync(join(tmpdir(), 'tessera-e2e-own-'));
  const port = await freePort();
  const dataDir = join(tempDir, 'data');
  // It starts on a copy of the shared server's first data (global-setup.ts), as a server that has
  // started before: the same owner, the demo seeded once for the run.
  const template = process.env[ENV.seedTemplate];
  const owner = template
    ? { email: process.env[ENV.adminEmail] ?? '', password: process.env[ENV.adminPassword] ?? '' }
    : { email: 'owner@example.com', password: `e2e-${randomBytes(9).toString('base64url')}` };
  if (template) cpSync(template, dataDir, { recursive: true });
  const logFile = join(tempDir, 'server.log');
  const logFd = openSync(logFile, 'a');
  const args = [...(movableClock ? ['--import', MOVABLE_CLOCK] : []), ...productionNodeArgs()];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      ...productionEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_DOMAIN: `localhost:${port}`,
      TESSERA_ADMIN_EMAIL: owner.email,
      TESSERA_ADMIN_PASSWORD: owner.password,
      DATABASE_URL: '',
      WORKERS: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', logFd, logFd, ...(movableClock ? (['ipc'] as const) : [])],
  });
  closeSync(logFd);
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((done) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          done(null);
        }, 5_000);
        child.once('exit', () => {
          clearTimeout(timer);
          done(null);
        });
      });
    }
    rmSync(tempDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (healthy) {
      if (!demoPopup)
        await switchOffDemoPopup(port, `localhost:${port}`, owner).catch(async (error: unknown) => {
          await stop();
          throw error;
        });
      return { demoUrl: `http://demo.localhost:${port}`, owner, dataDir, stop, moveClock: clockMover(child) };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const log = readFileSync(logFile, 'utf8').slice(-3000);
  await stop();
  throw new Error(`The test's own server did not start on port ${port}.\n${log}`);
}

/** Sends the clock's move and waits for the server to say it moved. */
function clockMover(child: ChildProcess): (ms: number) => Promise<void> {
  return (ms) =>
    new Promise((moved, failed) => {
      if (!child.send) return failed(new Error('the server was not started with movableClock'));
      child.once('message', () => moved());
      child.send({ moveClockBy: ms });
    });
}

/**
 * For a test file: its own server, started before its first test and stopped after its last. Call at
 * the top of the file; the fields are read inside tests (they throw before the server has started).
 */
export function useOwnServer(
  env: Record<string, string> = {},
  options: OwnServerOptions = {},
): Omit<OwnServer, 'stop'> {
  let started: OwnServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    started = await startOwnServer(env, options);
  });
  test.afterAll(async () => {
    await started?.stop();
  });
  const running = (): OwnServer => {
    if (!started) throw new Error('the test file’s server has not started');
    return started;
  };
  return {
    get demoUrl() {
      return running().demoUrl;
    },
    get owner() {
      return running().owner;
    },
    get dataDir() {
      return running().dataDir;
    },
    moveClock: (ms) => running().moveClock(ms),
  };
}
