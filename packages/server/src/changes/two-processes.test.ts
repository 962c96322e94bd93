// Two server processes on one PostgreSQL agree: a change made through one (an owner renaming a
// page) reaches the other's page cache through LISTEN/NOTIFY, so its next visitor sees the new page.
// The time it took is printed; it is measured in earnest by the bench, never asserted here.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/engines.ts';
import { call, renameAbout, signIn, startServer } from '../../test/processes.ts';

const PASSWORD = 'two processes agree';

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
    const env = (dir: string, worker: string) => ({
      DATA_DIR: join(dataDir, dir),
      DATABASE_URL: database.url ?? '',
      TESSERA_ADMIN_PASSWORD: PASSWORD,
      WORKER: worker,
      WORKERS: '1',
    });
    // One after the other: the first seeds the demo site, the second finds it there.
    const first = await startServer(env('a', 'inline'));
    servers.push(first.child);
    const second = await startServer(env('b', 'off'));
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
    const renamed = await renameAbout(a, await signIn(a, PASSWORD), 'Our story');
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
