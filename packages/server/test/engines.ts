// Runs a suite on both engines: a private in-memory SQLite database, and a fresh database in the
// throwaway PostgreSQL cluster started by the global setup.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Db, type Engine, openDatabase } from '../src/db/database.ts';

export const ENGINES: Engine[] = ['sqlite', 'postgres'];

export async function createTestDatabase(
  engine: Engine,
): Promise<{ db: Db; url?: string; drop(): Promise<void> }> {
  if (engine === 'sqlite') {
    const db = await openDatabase({ sqliteFile: ':memory:' });
    return { db, drop: () => db.destroy() };
  }
  const adminUrl = inject('postgresUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
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
