// The database edge: one Kysely instance over better-sqlite3 (default, one file in DATA_DIR, WAL)
// or over pg when DATABASE_URL is set.
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  PostgresDialect,
  type SqliteDatabase,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';
import { migrateToLatest } from './migrations.ts';
import { preparingPool } from './prepared.ts';
import type { Database } from './schema.ts';

// Asked by services and migrations alike, so it lives apart (engine.ts).
export { isPostgres } from './engine.ts';

export type Db = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /**
   * SQLite file; ':memory:' for a private in-memory database, or a database file's bytes for a
   * private in-memory copy of it (the tests' seeded demo, test/demo-seed.ts)
   */
  sqliteFile?: string | Buffer;
  /** SQLite: another process checkpoints the WAL (a cluster's primary, cluster/checkpoints.ts) */
  checkpointedElsewhere?: boolean;
}

export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : openSqlite(options.sqliteFile, options.checkpointedElsewhere);
  await migrateToLatest(db as Kysely<unknown>);
  return db;
}

/** pg is loaded only when PostgreSQL is used: a server on SQLite does not carry it (about 3 MB). */
export async function loadPg(): Promise<typeof import('pg').default> {
  const { default: pg } = await import('pg');
  // pg returns int8 as strings; our bigints are millisecond times and sizes, well inside 2^53.
  pg.types.setTypeParser(20, (value) => Number(value));
  return pg;
}

async function openPostgres(connectionString: string): Promise<Db> {
  const pg = await loadPg();
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection that breaks (PostgreSQL restarted, the connection killed) is reported here and
  // dropped by the pool; the next query opens another. Unheard, the event would end the process.
  pool.on('error', () => {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
}

function openSqlite(file: string | Buffer = ':memory:', checkpointedElsewhere = false): Db {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  if (checkpointedElsewhere) sqlite.pragma('wal_autocheckpoint = 0');
  return new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: keepingStatements(sqlite) }),
  });
}

/** Statements kept per connection: a rendering's queries repeat, and their SQL is the key. */
const KEPT_STATEMENTS = 500;

/**
 * better-sqlite3 with its prepared statements kept by their SQL (least recently used go first).
 * Kysely prepares every query anew: under load that was a tenth of a rendering's time, and each
 * statement's native memory lived until V8 happened to collect its wrapper. Kysely only reuses a
 * statement once the last use has finished (it never streams here: no `.stream()` on SQLite).
 */
function keepingStatements(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > KEPT_STATEMENTS) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}

/**
 * SQLite transactions that take the write lock when they begin. A deferred `begin` reads first and
 * asks for the lock at its first write, which fails at once (SQLITE_BUSY_SNAPSHOT) when another
 * process wrote in between; an immediate one waits its turn (busy_timeout), so a read-modify-write
 * sees the rows it changes as they are.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly dialectConfig: SqliteDialectConfig) {
    super(dialectConfig);
  }

  override createDriver(): SqliteDriver {
    return new ImmediateSqliteDriver(this.dialectConfig);
  }
}

/** A unique index refused the row: the same thing was made at the same moment, or exists. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
