// Runs a suite on both engines: a private in-memory SQLite database, and a fresh database in the
// throwaway PostgreSQL cluster started by the global setup.
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { type Db, type Engine, openDatabase } from '../src/db/database.ts';
import { migrateUpTo } from '../src/db/migrations.ts';

export const ENGINES: Engine[] = ['sqlite', 'postgres'];

/** What a new database starts from: empty, or a copy of a seeded one (demo-seed.ts). */
export interface DatabaseSource {
  /** A SQLite database file's bytes */
  sqliteImage?: Buffer;
  /** A PostgreSQL database no one is connected to */
  postgresTemplate?: string;
}

export async function createTestDatabase(
  engine: Engine,
  source: DatabaseSource = {},
): Promise<{ db: Db; url?: string; drop(): Promise<void> }> {
  if (engine === 'sqlite') {
    const db = await openDatabase({ sqliteFile: source.sqliteImage ?? ':memory:' });
    return { db, drop: () => db.destroy() };
  }
  const adminUrl = inject('postgresUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    `CREATE DATABASE ${name}${source.postgresTemplate ? ` TEMPLATE ${source.postgresTemplate}` : ''}`,
  );
  await admin.end();
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  const db = await openDatabase({ databaseUrl: url });
  return {
    db,
    url,
    async drop() {
      await db.destroy();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // The pool's connections close in the background: forcing the drop while one is still saying
      // goodbye kills it, and its client reports that as an unhandled error. Wait for them first.
      for (let attempt = 0; attempt < 100; attempt++) {
        const { rows } = await client.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (!rows[0]?.n) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * For a migration's test: a fresh database of the engine taken back to empty, then migrated up to
 * `migration` (the one just before the migration under test).
 */
export async function databaseAt(
  engine: Engine,
  migration: string,
): Promise<{ db: Db; drop(): Promise<void> }> {
  const database = await createTestDatabase(engine);
  const { db } = database;
  if (engine === 'postgres') {
    await sql`drop schema public cascade`.execute(db);
    await sql`create schema public`.execute(db);
  } else {
    const tables = await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
    await sql`pragma foreign_keys = off`.execute(db);
    // A virtual table takes its shadow tables with it, so some are gone by their turn.
    for (const { name } of tables.rows) await sql`drop table if exists ${sql.id(name)}`.execute(db);
    await sql`pragma foreign_keys = on`.execute(db);
  }
  await migrateUpTo(db as unknown as Kysely<unknown>, migration);
  return database;
}
