// The SQLite WAL's checkpoints, made by a cluster's primary rather than by the serving processes.
// SQLite checkpoints when a commit has grown the WAL past 1000 pages, inside that commit, and a
// checkpoint ends with an fsync: better-sqlite3 is synchronous, so the serving process that
// committed stopped serving for the fsync's length (tens of milliseconds, up to a hundred on a busy
// disk, measured under the census's load). The workers turn that off (wal_autocheckpoint = 0) and
// the primary, which serves nothing, checkpoints every second on a connection of its own. Passive:
// it never waits for the writers and they never wait for it. Durability is unchanged: a commit is in
// the WAL either way, and the WAL is what survives a killed process.
import type { Logger } from 'pino';

export const CHECKPOINT_INTERVAL_MS = 1000;

/** Starts checkpointing the database in `file` (made by the first worker); answers how to stop. */
export async function startWalCheckpoints(file: string, log: Logger): Promise<() => void> {
  const { default: SQLite } = await import('better-sqlite3');
  const sqlite = new SQLite(file, { fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  const timer = setInterval(() => {
    try {
      sqlite.pragma('wal_checkpoint(PASSIVE)');
    } catch (error) {
      log.warn({ err: error }, 'the WAL checkpoint failed; the next one tries again');
    }
  }, CHECKPOINT_INTERVAL_MS);
  return () => {
    clearInterval(timer);
    sqlite.close();
  };
}
