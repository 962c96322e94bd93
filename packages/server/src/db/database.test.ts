import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, ENGINES } from '../../test/engines.ts';
import { websiteRow } from '../../test/rows.ts';
import type { Db } from './database.ts';
import { migrateToLatest } from './migrations.ts';

describe.each(ENGINES)('database on %s', (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase(engine));
  });
  afterAll(() => drop());

  it('migrates and runs again without change', async () => {
    await migrateToLatest(db as unknown as Kysely<unknown>);
    const tables = await db.introspection.getTables();
    const names = tables.map((t) => t.name);
    for (const t of ['accounts', 'websites', 'collections', 'items', 'layouts', 'assets', 'navigation']) {
      expect(names).toContain(t);
    }
  });

  it('returns bigint columns as numbers and enforces unique identifiers', async () => {
    const row = websiteRow({ id: 'a'.repeat(24), identifier: 'unique-site', title: 'T' }, 1_700_000_000_000);
    await db.insertInto('websites').values(row).execute();
    const stored = await db
      .selectFrom('websites')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(stored.created_at).toBe(1_700_000_000_000);
    await expect(
      db
        .insertInto('websites')
        .values({ ...row, id: 'b'.repeat(24) })
        .execute(),
    ).rejects.toThrow();
  });
});

describe('database on PostgreSQL', () => {
  it('carries on when an idle connection is killed, with a new one', async () => {
    const { db, url, drop } = await createTestDatabase('postgres');
    try {
      await sql`select 1`.execute(db);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const { rows } = await admin.query(
        'select pg_terminate_backend(pid) as killed from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      await admin.end();
      expect(rows.length).toBeGreaterThan(0);
      // The pool hears of its idle connection's end a moment later: unheard, that ended the process.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const { rows: after } = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(after).toEqual([{ one: 1 }]);
    } finally {
      await drop();
    }
  });
});
