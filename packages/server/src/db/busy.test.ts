// Another process holding SQLite's write lock (a cluster's other worker, mid-checkout): this process
// waits its turn between tries, its event loop and its connection free meanwhile, where SQLite's
// busy handler slept in the thread and served nothing (issue 42: "the SQLite busy-handler stall").
// The other process is a second connection to the same file, in this thread: under the old handler,
// waiting in the thread could never see it let go.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { untilNotBusy } from './busy.ts';
import { type Db, openDatabase } from './database.ts';

describe('SQLite with another process holding the write lock', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-busy-'));
  const file = join(dir, 'site.db');
  let db: Db;
  let other: SQLite.Database;
  const count = async () =>
    Number((await sql<{ n: number }>`select count(*) as n from busy_probe`.execute(db)).rows[0]?.n);

  beforeAll(async () => {
    db = await openDatabase({ sqliteFile: file });
    await sql`create table busy_probe (x integer)`.execute(db);
    await sql`insert into busy_probe values (1)`.execute(db);
    other = new SQLite(file);
  });
  afterAll(async () => {
    other.close();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads while transactions and a lone write wait, then all land, the transactions in turn', async () => {
    other.exec('begin immediate');
    const insert = (x: number) =>
      db.transaction().execute((trx) => sql`insert into busy_probe values (${x})`.execute(trx));
    const first = insert(2);
    const lone = sql`insert into busy_probe values (3)`.execute(db);
    const second = insert(4);
    // Served by this process's connection while the writes wait for the lock.
    expect(await count()).toBe(1);
    other.exec('commit');
    await Promise.all([first, lone, second]);
    expect(await count()).toBe(4);
    const order = await sql<{ x: number }>`select x from busy_probe where x in (2, 4) order by rowid`.execute(
      db,
    );
    expect(order.rows.map((r) => r.x)).toEqual([2, 4]);
  });

  it('still refuses what breaks a rule at once, lock or none', async () => {
    await expect(sql`insert into no_such_table values (1)`.execute(db)).rejects.toThrow(/no such table/);
  });

  it('tries again while the lock is taken, gives up after its patience, and never waits on another failure', async () => {
    const busy = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    let tries = 0;
    await untilNotBusy(async () => {
      if (++tries < 3) throw busy;
    });
    expect(tries).toBe(3);

    const started = Date.now();
    await expect(
      untilNotBusy(
        async () => {
          throw busy;
        },
        undefined,
        100,
      ),
    ).rejects.toBe(busy);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);

    // Anything else is not waited for.
    const refused = new Error('constraint failed');
    let once = 0;
    await expect(
      untilNotBusy(async () => {
        once++;
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect(once).toBe(1);
  });
});
