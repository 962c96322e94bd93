// WORKERS=2 as `npm start` runs it, on each engine: two processes serve one port, a page renamed
// through one is shown by both at once (their caches hear the change: on SQLite through the primary,
// on PostgreSQL through LISTEN/NOTIFY), and a worker that dies is replaced. The primary writes both
// workers' census hits; on SQLite it also checkpoints the WAL (the workers never do), and a stopped
// cluster leaves none behind.
import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CENSUS_HIT_URL } from '@tessera/core';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, ENGINES } from '../../test/engines.ts';
import { call, DEMO, freePort, renameAbout, signIn, spawnServer, startServer } from '../../test/processes.ts';
import { openDatabase } from '../db/database.ts';
import { sqliteFileIn } from '../db/sqlite-file.ts';
import { CHECKPOINT_INTERVAL_MS } from './checkpoints.ts';

const PASSWORD = 'one port, two processes';
/** New connections in a row: the cluster hands them out in turn, so each worker gets half. */
const VISITS = 8;
/** Census hits sent at once to the cluster */
const HITS = 40;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function workersOf(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-x', 'node', '-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

async function titles(port: number): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < VISITS; i++) {
    const { body } = await call(port, 'GET', '/about');
    seen.push(/<title>([^<]*)<\/title>/.exec(body)?.[1] ?? body.slice(0, 80));
  }
  return seen;
}

describe.each(ENGINES)('a cluster of two server processes (%s)', (engine) => {
  let dataDir: string;
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  let server: { port: number; child: ChildProcess };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tessera-cluster-'));
    const database = engine === 'postgres' ? await createTestDatabase('postgres') : undefined;
    drop = database?.drop;
    databaseUrl = database?.url;
    server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      TESSERA_ADMIN_PASSWORD: PASSWORD,
      WORKERS: '2',
    });
  }, 120_000);

  afterAll(async () => {
    // The last test stops it; one that failed first may have left it running.
    const exited = new Promise((resolve) =>
      server?.child.exitCode === null ? server.child.once('exit', resolve) : resolve(undefined),
    );
    server?.child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    rmSync(dataDir, { recursive: true, force: true });
    await drop?.();
  });

  it('serves from two processes, and both show a rename made through either at once', async () => {
    expect(workersOf(server.child.pid ?? 0)).toHaveLength(2);
    // Both workers cache the page.
    expect(new Set(await titles(server.port))).toEqual(new Set(['About — Fern &amp; Kiln']));
    const renamed = await renameAbout(server.port, await signIn(server.port, PASSWORD), 'Our story');
    expect(renamed.status).toBe(200);
    // No waiting: the save answered after the change reached the primary, which relays it before
    // it hands either worker another connection.
    expect(new Set(await titles(server.port))).toEqual(new Set(['Our story — Fern &amp; Kiln']));
  });

  it('counts every hit sent through either process once, each answered once written', async () => {
    const about = await call(server.port, 'GET', '/about');
    const websiteId = /"website":\{"id":"([0-9a-f]{24})"/.exec(about.body)?.[1] ?? '';
    const titles = Array.from({ length: HITS }, (_, n) => `cluster hit ${n}`);
    // At once, each on a connection of its own: both workers take some, and their batches meet.
    const answers = await Promise.all(
      titles.map((title) =>
        call(server.port, 'POST', CENSUS_HIT_URL, {
          headers: { 'user-agent': BROWSER },
          form: { event: '1', data: JSON.stringify({ websiteId, url: `http://${DEMO}/about`, title }) },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(titles.map(() => 204));
    // Answered means committed: read at once, with no waiting.
    const db = await openDatabase(databaseUrl ? { databaseUrl } : { sqliteFile: sqliteFileIn(dataDir) });
    try {
      const stored = await db
        .selectFrom('census_hits')
        .select('title')
        .where('title', 'like', 'cluster hit %')
        .execute();
      expect(stored.map((row) => row.title).sort()).toEqual([...titles].sort());
      const daily = await db
        .selectFrom('census_daily')
        .select((eb) => eb.fn.sum<number>('pageviews').as('pageviews'))
        .where('path', '=', '/about')
        .executeTakeFirstOrThrow();
      expect(Number(daily.pageviews)).toBe(HITS);
    } finally {
      await db.destroy();
    }
  }, 60_000);

  // PostgreSQL has no WAL of the server's to checkpoint.
  if (engine === 'sqlite')
    it('checkpoints the WAL from the primary: a change reaches the database file within seconds', async () => {
      const title = 'Checkpointed';
      expect((await renameAbout(server.port, await signIn(server.port, PASSWORD), title)).status).toBe(200);
      // The file alone, without its WAL: what a checkpoint has copied into it. SQLite's own
      // checkpoint waits for 1000 pages of WAL, far more than this test writes.
      const copy = join(dataDir, 'copy.sqlite');
      let titles: string[] = [];
      for (let i = 0; i < 30 && !titles.includes(title); i++) {
        await new Promise((r) => setTimeout(r, CHECKPOINT_INTERVAL_MS / 2));
        copyFileSync(sqliteFileIn(dataDir), copy);
        const db = new Database(copy, { readonly: true });
        // Without a checkpoint even the tables are only in the WAL.
        const made = db.prepare("select 1 from sqlite_master where name = 'collections'").get();
        titles = made
          ? db
              .prepare("select title from collections where url_id = 'about'")
              .all()
              .map((row) => (row as { title: string }).title)
          : [];
        db.close();
        rmSync(copy);
      }
      expect(titles).toContain(title);
    }, 30_000);

  it('replaces a worker that dies, and both serve again', async () => {
    const [victim, survivor] = workersOf(server.child.pid ?? 0);
    process.kill(victim ?? 0, 'SIGKILL');
    // A connection handed out at the very moment a worker dies is lost with it (node:cluster), so
    // visits wait for the replacement.
    // Until it is reaped the killed process is still listed, beside its survivor: wait for it to go.
    let workers: number[] = [];
    const replaced = () => workers.length === 2 && !workers.includes(victim ?? 0);
    for (let i = 0; i < 100 && !replaced(); i++) {
      await new Promise((r) => setTimeout(r, 100));
      workers = workersOf(server.child.pid ?? 0);
    }
    expect(workers).toHaveLength(2);
    expect(workers).toContain(survivor);
    expect(workers).not.toContain(victim);
    for (let i = 0; i < VISITS; i++) expect((await call(server.port, 'GET', '/about')).status).toBe(200);
  }, 30_000);

  it('stops on SIGTERM, leaving on SQLite no WAL: its connections closed, the last checkpointed it', async () => {
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    if (engine === 'sqlite') expect(existsSync(`${sqliteFileIn(dataDir)}-wal`)).toBe(false);
  }, 30_000);
});

describe('a cluster whose workers cannot start', () => {
  it('stops with an error instead of starting them again and again (the port is taken)', async () => {
    const port = await freePort();
    const taken = createServer().listen(port, '127.0.0.1');
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-cluster-'));
    try {
      const { child, output } = spawnServer(port, {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        TESSERA_ADMIN_PASSWORD: PASSWORD,
        WORKERS: '2',
      });
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(output()).toContain('a server process failed to start; stopping');
      expect(output()).not.toContain('Tessera is running');
    } finally {
      taken.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
