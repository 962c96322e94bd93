// The SQLite WAL's checkpoints, made by a cluster's primary rather than by the serving processes.
// SQLite checkpoints when a commit has grown the WAL past 1000 pages, inside that commit, and a
// checkpoint ends with an fsync: better-sqlite3 is synchronous, so the serving process that
// committed stopped serving for the fsync's length (tens of milliseconds, up to a hundred on a busy
// disk, measured under the census's load). The workers turn that off (wal_autocheckpoint = 0) and
// the primary checkpoints every second on a connection of its own, on a thread of its own
// (checkpoint-thread.mjs), so that its event loop, which writes the census hits and hands out new
// connections, does not stop for it either. Passive: it never waits for the writers and they never
// wait for it. Durability is unchanged: a commit is in the WAL either way, and the WAL is what
// survives a killed process.
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import { entryBeside } from '../shared/entries.ts';

export const CHECKPOINT_INTERVAL_MS = 1000;

/** What the thread is given */
interface CheckpointThreadData {
  file: string;
  intervalMs: number;
}

/** What the thread tells the primary: a checkpoint that failed (the next one tries again). */
interface CheckpointFailure {
  failed: string;
}

/** The thread's module: beside this one in the sources, its own entry in the build (build.ts). */
const THREAD = entryBeside(import.meta.url, 'checkpoint-thread', '.mjs');

/** Starts checkpointing the database in `file` (made by the first worker); answers how to stop. */
export async function startWalCheckpoints(
  file: string,
  log: Logger,
  intervalMs = CHECKPOINT_INTERVAL_MS,
): Promise<() => Promise<void>> {
  const workerData: CheckpointThreadData = { file, intervalMs };
  const thread = new Worker(THREAD, { workerData });
  // Made now, so that a thread that ended early (logged below) does not keep its stop waiting.
  const exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
  thread.on('message', (message: CheckpointFailure) =>
    log.warn({ err: message.failed }, 'the WAL checkpoint failed; the next one tries again'),
  );
  await new Promise<void>((resolve, reject) => {
    thread.once('online', resolve);
    thread.once('error', reject);
  });
  thread.on('error', (error) => log.error({ err: error }, 'the WAL checkpoints stopped'));
  thread.unref();
  return async () => {
    thread.postMessage('stop');
    await exited;
  };
}
