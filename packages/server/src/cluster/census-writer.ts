// The census's one writer in a cluster (census/cluster.ts): the primary opens the database the
// first worker made, with a hit buffer of its own, and writes the hits every worker sends.
//
// On SQLite: better-sqlite3 is synchronous, and the primary's event loop also hands every new
// connection to a worker: a batch waiting inside SQLite for a worker's write lock would stop the whole
// cluster taking connections. Every SQLite connection waits for the lock between tries, off the event
// loop, for up to 5 s (db/busy.ts), this one too.
import type { Logger } from 'pino';
import type { HitIngest } from '../census/buffer.ts';
import type { HitRow } from '../census/index.ts';

export interface CensusWriter {
  hits: HitIngest<HitRow>;
  /** Writes what is left, then closes the database. */
  stop(): Promise<void>;
}

export async function startCensusWriter(
  target: { sqliteFile: string } | { databaseUrl: string },
  log: Logger,
): Promise<CensusWriter> {
  const [{ openDatabase }, { createCensusIngest }] = await Promise.all([
    import('../db/database.ts'),
    import('../census/ingest.ts'),
  ]);
  // On SQLite the primary checkpoints on a connection of its own (checkpoints.ts): no commit here waits for it.
  const db = await openDatabase({ ...target, checkpointedElsewhere: true });
  const hits = createCensusIngest(db, (error, lost) =>
    log.error({ err: error, lost }, 'census hits could not be written'),
  );
  return {
    hits,
    async stop() {
      await hits.stop();
      await db.destroy();
    },
  };
}
