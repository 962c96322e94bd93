// The census's one writer in a cluster (census/cluster.ts): the primary opens the database the
// first worker made, with a hit buffer of its own, and writes the hits every worker sends.
//
// On SQLite: better-sqlite3 is synchronous, and the primary's event loop also hands every new
// connection to a worker: a transaction waiting out SQLite's busy_timeout (5 s in the serving
// processes) while a worker holds the write lock would stop the whole cluster taking connections.
// Every SQLite connection now waits for the lock off the event loop (db/database.ts, for 5 s); a
// batch that still finds it taken is tried again after a pause, for up to BUSY_PATIENCE_MS more.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { HitIngest } from '../census/buffer.ts';
import type { HitRow } from '../census/index.ts';

export const BUSY_PATIENCE_MS = 5000;
const BUSY_PAUSE_MS = 10;

export interface CensusWriter {
  hits: HitIngest<HitRow>;
  /** Writes what is left, then closes the database. */
  stop(): Promise<void>;
}

/** SQLite's "the database is locked" (SQLITE_BUSY and its extended codes) */
const isBusy = (error: unknown): boolean =>
  String((error as { code?: unknown } | null)?.code ?? '').startsWith('SQLITE_BUSY');

/** Runs `write` again while the write lock is taken, pausing off the event loop, until the patience is spent. */
export async function whileBusy(write: () => Promise<void>, patienceMs = BUSY_PATIENCE_MS): Promise<void> {
  const deadline = Date.now() + patienceMs;
  for (;;) {
    try {
      return await write();
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
      await sleep(BUSY_PAUSE_MS);
    }
  }
}

export async function startCensusWriter(
  target: { sqliteFile: string } | { databaseUrl: string },
  log: Logger,
): Promise<CensusWriter> {
  const [{ openDatabase }, { createCensusIngest }, { writeHits }] = await Promise.all([
    import('../db/database.ts'),
    import('../census/ingest.ts'),
    import('../census/index.ts'),
  ]);
  // On SQLite the primary checkpoints on a connection of its own (checkpoints.ts): no commit here waits for it.
  const db = await openDatabase({ ...target, checkpointedElsewhere: true });
  const sqlite = 'sqliteFile' in target;
  const hits = createCensusIngest(
    db,
    (error, lost) => log.error({ err: error, lost }, 'census hits could not be written'),
    undefined,
    // PostgreSQL's writers wait for each other's rows inside the database, off this event loop.
    sqlite ? (db, batch) => whileBusy(() => writeHits(db, batch)) : undefined,
  );
  return {
    hits,
    async stop() {
      await hits.stop();
      await db.destroy();
    },
  };
}
