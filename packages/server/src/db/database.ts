// The database edge: one Kysely instance over better-sqlite3 (default, one file in DATA_DIR, WAL)
// or over pg when DATABASE_URL is set.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrations.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';

// pg returns int8 as strings; our bigints are millisecond times and sizes, well inside 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** SQLite file; ':memory:' for a private in-memory database */
  sqliteFile?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  const db = options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options.sqliteFile);
  await migrateToLatest(db as Kysely<unknown>);
  return db;
}

function openPostgres(connectionString: string): Db {
  const pool = new pg.Pool({ connectionString, max: 10 });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

function openSqlite(file = ':memory:'): Db {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export function sqliteFileIn(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  return join(dataDir, 'tessera.sqlite');
}
