// The WAL's checkpoints, on a thread of the primary's own (checkpoints.ts starts it). better-sqlite3
// is synchronous, and a checkpoint under the census's load copies some 16,000 pages and ends with an
// fsync: 40–95 ms each second. On the primary's event loop that held up the census hits it writes
// for every worker (a hit's p99 of 50 ms against 12 without checkpoints) and the new connections it
// hands out; on this thread it holds up nothing. Plain JavaScript: a worker thread started from the
// sources (the tests run them through tsx) gets no TypeScript loader on Node 20.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

/**
 * A passive checkpoint copies what was committed before it began; under a steady stream of commits
 * it never catches up with the last one, and SQLite starts the WAL over only when one has. So past
 * this many frames (40 MB) a restart checkpoint follows: it holds the writers back while it copies
 * the few frames committed since the passive one and waits, briefly, for readers to leave the WAL.
 */
const RESTART_FRAMES = 10_000;
/** How long the restart waits for the writer and the readers; it is tried again a second later. */
const RESTART_WAIT_MS = 100;

/** @type {{ file: string, intervalMs: number }} (checkpoints.ts's CheckpointThreadData) */
const { file, intervalMs } = workerData;
const sqlite = new SQLite(file, { fileMustExist: true });
sqlite.pragma(`busy_timeout = ${RESTART_WAIT_MS}`);
const timer = setInterval(() => {
  try {
    const [passive] = /** @type {{ log: number }[]} */ (sqlite.pragma('wal_checkpoint(PASSIVE)'));
    if ((passive?.log ?? 0) > RESTART_FRAMES) sqlite.pragma('wal_checkpoint(RESTART)');
  } catch (error) {
    // checkpoints.ts's CheckpointFailure
    parentPort?.postMessage({ failed: String(error) });
  }
}, intervalMs);

// 'stop': the last checkpoint's connection closes before the thread ends.
parentPort?.once('message', () => {
  clearInterval(timer);
  sqlite.close();
  parentPort?.close();
});
