// Two server processes on one PostgreSQL agree: a change made through one (an owner renaming a
// page) reaches the other's page cache through LISTEN/NOTIFY, so its next visitor sees the new page.
// The time it took is printed; it is measured in earnest by the bench, never asserted here.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/engines.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const APP_DOMAIN = 'tessera.test';
const DEMO = `demo.${APP_DOMAIN}`;
const PASSWORD = 'two processes agree';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

interface Answer {
  status: number;
  body: string;
  cookies: string[];
}

/** node:http, as fetch will not send a Host header of our choosing. */
function call(
  port: number,
  method: string,
  path: string,
  { body, cookie }: { body?: unknown; cookie?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          host: DEMO,
          ...(cookie ? { cookie } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text, cookies: res.headers['set-cookie'] ?? [] }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function startServer(databaseUrl: string, dataDir: string, worker: 'inline' | 'off') {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_DOMAIN,
      DATABASE_URL: databaseUrl,
      TESSERA_ADMIN_PASSWORD: PASSWORD,
      WORKER: worker,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  for (let i = 0; i < 300; i++) {
    if (output.includes('Tessera is running')) return { port, child };
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

describe('two server processes on one PostgreSQL', () => {
  let drop: () => Promise<void>;
  let dataDir: string;
  const servers: ChildProcess[] = [];
  let a = 0;
  let b = 0;

  beforeAll(async () => {
    const database = await createTestDatabase('postgres');
    drop = database.drop;
    dataDir = mkdtempSync(join(tmpdir(), 'tessera-two-'));
    // One after the other: the first seeds the demo site, the second finds it there.
    const first = await startServer(database.url ?? '', join(dataDir, 'a'), 'inline');
    servers.push(first.child);
    const second = await startServer(database.url ?? '', join(dataDir, 'b'), 'off');
    servers.push(second.child);
    a = first.port;
    b = second.port;
  }, 120_000);

  afterAll(async () => {
    for (const child of servers) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
    await drop?.();
  });

  it("shows a page renamed through one process on the other's next visit", async () => {
    // The second process caches the page.
    for (let i = 0; i < 2; i++) expect((await call(b, 'GET', '/about')).body).toContain('<title>About — ');
    // An owner renames it through the first.
    const crumbAnswer = await call(a, 'GET', '/api/auth/Crumb');
    const jar = crumbAnswer.cookies.map((c) => c.split(';')[0]).join('; ');
    const crumb = JSON.parse(crumbAnswer.body).crumb as string;
    const login = await call(a, 'POST', `/api/auth/Login?crumb=${encodeURIComponent(crumb)}`, {
      body: { email: 'owner@example.com', password: PASSWORD },
      cookie: jar,
    });
    expect(login.status).toBe(200);
    const signedIn = [...login.cookies.map((c) => c.split(';')[0])].join('; ');
    const freshCrumb = /crumb=([^;]+)/.exec(signedIn)?.[1] ?? '';
    const pages = JSON.parse((await call(a, 'GET', '/api/config/pages', { cookie: signedIn })).body) as {
      pages: { id: string; urlId: string }[];
    };
    const about = pages.pages.find((p) => p.urlId === 'about');
    const renamed = await call(a, 'PUT', `/api/config/pages/${about?.id}?crumb=${freshCrumb}`, {
      body: { title: 'Our story' },
      cookie: signedIn,
    });
    expect(renamed.status).toBe(200);
    const started = Date.now();
    let seen = '';
    for (let i = 0; i < 500 && !seen.includes('<title>Our story — '); i++) {
      seen = (await call(b, 'GET', '/about')).body;
    }
    expect(seen).toContain('<title>Our story — ');
    console.log(
      `[changes] the other process showed the change ${Date.now() - started} ms after the save answered`,
    );
  });
});
