// The database edge: one Kysely instance over better-sqlite3 (default, one file in DATA_DIR, WAL)
// or over pg when DATABASE_URL is set.
import { setTimeout as sleep } from 'node:timers/promises';
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
import { untilNotBusy } from './busy.ts';
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
  sqlite.pragma('synchronous = NORMAL');
  if (checkpointedElsewhere) sqlite.pragma('wal_autocheckpoint = 0');
  // SQLite's own busy handler waits for another process's write lock by sleeping in the thread, which
  // is this process's event loop: a worker waiting its turn served nothing else meanwhile. It waits
  // here instead, between tries (ImmediateSqliteDriver).
  sqlite.pragma('busy_timeout = 0');
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
 * process wrote in between; an immediate one waits its turn, so a read-modify-write sees the rows it
 * changes as they are. The wait is asynchronous: while another process holds the lock, this one's
 * event loop goes on, and its one connection serves its other queries between tries (a transaction
 * refused the lock has nothing open, nor has a lone statement). Inside a transaction this process
 * holds the lock, and a statement keeps the connection while it waits.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  /** The one connection itself: its statements do not wait */
  private raw: DatabaseConnection | undefined;
  /** The same connection, its statements waiting out another process's lock */
  private waiting: DatabaseConnection | undefined;
  private inTransaction = false;
  /** Settles when the transaction of this process now waiting for the lock has it (or gave up) */
  private lockWaiter: Promise<void> | undefined;

  override async acquireConnection(): Promise<DatabaseConnection> {
    const raw = await super.acquireConnection();
    this.raw = raw;
    this.waiting ??= {
      executeQuery: (query) =>
        untilNotBusy(
          () => raw.executeQuery(query),
          (ms) => (this.inTransaction ? sleep(ms) : this.pauseReleased(ms)),
        ),
      streamQuery: (query, chunkSize) => raw.streamQuery(query, chunkSize),
    };
    return this.waiting;
  }

  override async beginTransaction(): Promise<void> {
    const raw = this.raw;
    if (!raw) throw new Error('A transaction began before its connection was acquired');
    // One of this process's transactions at a time waits for the lock, the others behind it in turn:
    // a newcomer trying at once would take the lock from one that has waited longest.
    while (this.lockWaiter) {
      const ahead = this.lockWaiter;
      await this.releaseConnection();
      await ahead;
      await super.acquireConnection();
    }
    let done = () => {};
    this.lockWaiter = new Promise<void>((resolve) => {
      done = resolve;
    });
    try {
      await untilNotBusy(
        () => raw.executeQuery(CompiledQuery.raw('begin immediate')),
        (ms) => this.pauseReleased(ms),
      );
    } finally {
      this.lockWaiter = undefined;
      done();
    }
    this.inTransaction = true;
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await super.commitTransaction(connection);
    this.inTransaction = false;
  }

  override async rollbackTransaction(): Promise<void> {
    // Straight on the connection: a rollback never lets the connection go while the transaction is open.
    try {
      await this.raw?.executeQuery(CompiledQuery.raw('rollback'));
    } finally {
      this.inTransaction = false;
    }
  }

  /** A pause with the connection free for this process's other queries, then it is taken again. */
  private async pauseReleased(ms: number): Promise<void> {
    await this.releaseConnection();
    await sleep(ms);
    await super.acquireConnection();
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
