// The census's one SQLite writer in a cluster (census/cluster.ts): the primary opens the database
// the first worker made, with a hit buffer of its own, and writes the hits every worker sends.
import type { Logger } from 'pino';
import type { HitIngest } from '../census/buffer.ts';
import type { HitRow } from '../census/repository.ts';

export interface CensusWriter {
  hits: HitIngest<HitRow>;
  /** Writes what is left, then closes the database. */
  stop(): Promise<void>;
}

export async function startCensusWriter(file: string, log: Logger): Promise<CensusWriter> {
  const [{ openDatabase }, { createCensusIngest }] = await Promise.all([
    import('../db/database.ts'),
    import('../census/ingest.ts'),
  ]);
  // The primary checkpoints on a connection of its own (checkpoints.ts): no commit here waits for it.
  const db = await openDatabase({ sqliteFile: file, checkpointedElsewhere: true });
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
